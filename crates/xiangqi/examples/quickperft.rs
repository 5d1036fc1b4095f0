fn main() {
    let pos = xiangqi::Position::startpos();
    let t = std::time::Instant::now();
    let n = xiangqi::perft(&pos, 5);
    let s = t.elapsed().as_secs_f64();
    println!("{n} {:.1} M/s", n as f64 / s / 1e6);
}
