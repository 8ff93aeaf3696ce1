// A 1 GiB initialised static: rustc's constant evaluation holds it, then
// LLVM a copy: 2.2 GiB.
static BIG: [u8; 1 << 30] = [1; 1 << 30];
fn main() {
    println!("{}", BIG[12345]);
}
