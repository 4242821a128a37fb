import FileSystem

/// How the C library's heaps grow. Reading a big folder makes hundreds of thousands of small
/// values on every core; a heap grown a page at a time asks the kernel again and again (with
/// 100,000 recipes, a twentieth of the load). Grown in large steps, it asks rarely; the steps
/// are address space, which costs memory only where it is used.
public enum HeapGrowth {
    /// How much more than asked a heap grows by: 64 MiB.
    public static let step = 64 << 20

    /// Makes every heap grow by `step` more than asked from now on (glibc's `M_TOP_PAD`); for
    /// the start of a process. Does nothing where the C library has no such setting.
    public static func growInLargeSteps() {
        _ = mallopt?(topPad, Int32(step))
    }

    /// glibc's `mallopt(3)` (in `<malloc.h>`, which Swift's Glibc module leaves out).
    private static let mallopt = CLibrary.function(named: "mallopt", as: (@convention(c) (Int32, Int32) -> Int32).self)
    /// `M_TOP_PAD` of `<malloc.h>`.
    private static let topPad: Int32 = -2
}
