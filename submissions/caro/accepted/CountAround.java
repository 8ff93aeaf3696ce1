// Caro, reference solution in Java: count around the new stone, O(K), the
// same algorithm as count_around.cpp.
//
// Before move t nobody has won, so a new winning line must pass through the
// stone just placed: for each of the 4 directions count the mover's stones
// forward and backward from it, plus 1; 5 or more wins.
//
// The board is one flat byte array of (N+2)^2 cells with an empty 1-cell
// border, so the walks need no bounds checks (about 25 MB at N = 5000).
// Input is read through a DataInputStream with a hand-written integer
// parser: Scanner would take seconds on 600 000 numbers.
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;

public class CountAround {
    private static final class Reader {
        private final DataInputStream in;
        private final byte[] buf = new byte[1 << 16];
        private int len, pos;

        Reader(InputStream s) {
            in = new DataInputStream(s);
        }

        private int read() throws IOException {
            if (pos == len) {
                len = in.read(buf, 0, buf.length);
                pos = 0;
                if (len <= 0) {
                    len = 0;
                    return -1;
                }
            }
            return buf[pos++];
        }

        // nextInt returns the next non-negative integer, or -1 at the end.
        int nextInt() throws IOException {
            int b = read();
            while (b != -1 && (b < '0' || b > '9')) {
                b = read();
            }
            if (b == -1) {
                return -1;
            }
            int v = 0;
            while (b >= '0' && b <= '9') {
                v = v * 10 + (b - '0');
                b = read();
            }
            return v;
        }
    }

    public static void main(String[] args) throws IOException {
        Reader in = new Reader(System.in);
        int n = in.nextInt(), k = in.nextInt();
        if (n < 0 || k < 0) {
            return;
        }
        final int w = n + 2;
        byte[] board = new byte[w * w];
        // Steps for → ↓ ↘ ↙ in the flat array.
        final int[] step = {1, w, w + 1, w - 1};
        for (int t = 1; t <= k; t++) {
            int r = in.nextInt(), c = in.nextInt();
            if (r < 0 || c < 0) {
                break;
            }
            final byte p = (byte) ((t % 2 == 1) ? 1 : 2); // X plays odd moves, O even
            final int i = r * w + c;
            board[i] = p;
            for (int s : step) {
                int run = 1;
                for (int j = i + s; board[j] == p; j += s) {
                    run++;
                }
                for (int j = i - s; board[j] == p; j -= s) {
                    run++;
                }
                if (run >= 5) {
                    System.out.println(t);
                    return;
                }
            }
        }
        System.out.println(0);
    }
}
