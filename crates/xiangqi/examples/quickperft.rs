fn main() {
    let depth: u32 = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(5);
    let pos = xiangqi::Position::startpos();
    let t = std::time::Instant::now();
    let n = xiangqi::perft(&pos, depth);
    let s = t.elapsed().as_secs_f64();
    println!("{n} {:.1} M/s", n as f64 / s / 1e6);
}
