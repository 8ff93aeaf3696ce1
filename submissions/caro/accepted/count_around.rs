// Caro, reference solution in Rust: count around the new stone, O(K), the
// same algorithm as count_around.cpp.
//
// Before move t nobody has won, so a new winning line must pass through the
// stone just placed: for each of the 4 directions count the mover's stones
// forward and backward from it, plus 1; 5 or more wins.
//
// The board is one flat byte vector of (N+2)^2 cells with an empty 1-cell
// border (about 25 MB at N = 5000); the whole input is read at once and
// parsed by hand.
use std::io::{self, Read, Write};

fn main() {
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input).expect("read stdin");
    let mut nums = input
        .split(|b| b.is_ascii_whitespace())
        .filter(|w| !w.is_empty())
        .map(|w| w.iter().fold(0usize, |v, &d| v * 10 + (d - b'0') as usize));
    let (n, k) = match (nums.next(), nums.next()) {
        (Some(n), Some(k)) => (n, k),
        _ => return,
    };
    let w = n + 2;
    let mut board = vec![0u8; w * w];
    // Steps for → ↓ ↘ ↙ in the flat array.
    let steps = [1, w, w + 1, w - 1];
    let mut answer = 0;
    'moves: for t in 1..=k {
        let (r, c) = match (nums.next(), nums.next()) {
            (Some(r), Some(c)) => (r, c),
            _ => break,
        };
        let p = if t % 2 == 1 { 1 } else { 2 }; // X plays odd moves, O even
        let i = r * w + c;
        board[i] = p;
        for &s in &steps {
            let mut run = 1;
            let mut j = i + s;
            while board[j] == p {
                run += 1;
                j += s;
            }
            j = i - s;
            while board[j] == p {
                run += 1;
                j -= s;
            }
            if run >= 5 {
                answer = t;
                break 'moves;
            }
        }
    }
    writeln!(io::stdout(), "{}", answer).expect("write stdout");
}
