package inrow.web;

import io.nayuki.qrcodegen.QrCode;

/**
 * A game's link as a QR code, drawn as one SVG path (one square per dark module), so another device's camera opens
 * the game. The modules come from Nayuki's QR Code generator, a small, well-tested library; drawing them is ours.
 */
public record ShareCode(int size, String path) {
    /** The quiet zone around the code that readers need, in modules (the standard asks for four). */
    static final int BORDER = 4;

    static ShareCode of(String url) {
        QrCode qr = QrCode.encodeText(url, QrCode.Ecc.MEDIUM);
        StringBuilder d = new StringBuilder();
        for (int y = 0; y < qr.size; y++) {
            for (int x = 0; x < qr.size; x++) {
                if (qr.getModule(x, y)) {
                    d.append('M').append(x + BORDER).append(',').append(y + BORDER).append("h1v1h-1z");
                }
            }
        }
        return new ShareCode(qr.size + 2 * BORDER, d.toString());
    }
}
