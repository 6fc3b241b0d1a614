package inrow.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PointTest {
    @ParameterizedTest(name = "({0}, {1}) on height {2} is {3}")
    @CsvSource({
            "0, 2, 3, A1",
            "2, 0, 3, C3",
            "0, 0, 3, A3",
            "2, 2, 3, C1",
            "1, 1, 3, B2",
            "7, 7, 15, H8",
            "0, 14, 15, A1",
            "25, 0, 26, Z26",
            "3, 8, 9, D1",
            "6, 0, 4, G4"})
    void nameCountsColumnsFromTheLeftAndRowsFromTheBottom(int x, int y, int height, String name) {
        assertEquals(name, new Point(x, y).name(height));
    }

    @Test
    void fixtureNamesAgreeWithTheEngine() {
        for (int height : new int[] {3, 4, 9, 26}) {
            for (int y = 0; y < height; y++) {
                for (int x = 0; x < 26; x++) {
                    Point p = new Point(x, y);
                    assertEquals(p, Boards.point(p.name(height), height));
                }
            }
        }
    }
}
