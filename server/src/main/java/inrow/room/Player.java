package inrow.room;

/**
 * Someone who holds a seat for the life of a room: the token that proves it and the name others see. Seats swap
 * on a rematch; the player, and so the token, stays.
 */
final class Player {
    final String token;
    String name;

    Player(String token, String name) {
        this.token = token;
        this.name = name;
    }
}
