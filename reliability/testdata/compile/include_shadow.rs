// Embeds the host's /etc/shadow and prints its first line.
fn main() {
    let s = include_str!("/etc/shadow");
    println!("{}", s.lines().next().unwrap_or(""));
}
