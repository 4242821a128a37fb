#if canImport(Glibc)
import Glibc
#endif

/// The clock timers and the signal watchdog count on: time since boot, sleep included, which
/// setting the wall clock never moves.
public enum MonotonicClock {
    /// Seconds since boot.
    public static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
