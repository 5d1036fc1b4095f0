//! The process's open-file limit: a relay holds one socket a connected player, far more
//! than the usual soft limit of 1,024.

/// Raises the soft limit on open files to `wanted` if the hard limit allows it (and the
/// hard limit too when the process may), else as far as the hard limit; returns the soft
/// limit now in force.
pub fn raise_open_files(wanted: u64) -> u64 {
    // SAFETY: `rlimit` is two integers, all zeroes a valid value; getrlimit and setrlimit
    // only read and write the one given.
    unsafe {
        let mut limit: libc::rlimit = std::mem::zeroed();
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 0;
        }
        if limit.rlim_cur >= wanted {
            return limit.rlim_cur;
        }
        let raised = libc::rlimit {
            rlim_cur: wanted,
            rlim_max: limit.rlim_max.max(wanted),
        };
        if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
            return wanted;
        }
        limit.rlim_cur = limit.rlim_max.min(wanted);
        libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
        limit.rlim_cur
    }
}
