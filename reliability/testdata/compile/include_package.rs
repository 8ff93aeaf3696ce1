// Embeds the package's manifest at compile time (@PACKAGE@ is filled in
// by the test).
fn main() {
    let m = include_str!("@PACKAGE@/manifest.json");
    println!("{}", m);
}
