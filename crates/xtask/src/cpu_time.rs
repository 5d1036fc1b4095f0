//! The processor time used by this process's finished children, so a benchmark can
//! count the work a program did rather than the wall time it waited for a core.

use crate::process::Result;

/// User plus system time, in seconds, of every child process waited for so far.
pub fn children_seconds() -> Result<f64> {
    // SAFETY: `rusage` is a plain struct of integers, for which all zeroes is a valid
    // value, and `getrusage` only writes into the one it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } != 0 {
        return Err(format!(
            "cannot read the processor time of child processes: {}",
            std::io::Error::last_os_error()
        ));
    }
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Ok(seconds(usage.ru_utime) + seconds(usage.ru_stime))
}
