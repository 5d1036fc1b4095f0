//! A list of named steps run in order: each is announced and timed, the first
//! failure stops the run, and a table of timings closes it.

use std::time::Instant;

use crate::process::Result;

pub struct Step {
    pub name: &'static str,
    pub run: fn() -> Result,
}

pub fn run_all(steps: &[Step]) -> Result {
    let mut timings = Vec::new();
    let started = Instant::now();
    for (i, step) in steps.iter().enumerate() {
        println!("\n==> [{}/{}] {}", i + 1, steps.len(), step.name);
        let t = Instant::now();
        let result = (step.run)();
        let secs = t.elapsed().as_secs_f64();
        println!("<== {} ({secs:.1} s)", step.name);
        timings.push((step.name, secs));
        if let Err(e) = result {
            print_timings(&timings);
            return Err(format!("step '{}' failed: {e}", step.name));
        }
    }
    print_timings(&timings);
    println!(
        "all {} steps passed in {:.0} s",
        steps.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

fn print_timings(timings: &[(&str, f64)]) {
    println!("\nstep timings:");
    for (name, secs) in timings {
        println!("  {secs:>7.1} s  {name}");
    }
}
