// The attack: the package by the working folder's path.
fn main() {
    let m = include_str!(concat!(env!("PWD"), "/out/caro/manifest.json"));
    println!("{}", m);
}
