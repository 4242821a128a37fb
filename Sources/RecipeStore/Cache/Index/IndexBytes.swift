import FileSystem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of an index file, read on demand in 64 KiB pages with `pread` and kept, or held
/// in memory whole (an index just built, or bytes under test). Unlike a memory map, a file cut
/// short underneath cannot kill the process (SIGBUS): a read past its new end just finds
/// nothing, and the caller answers without it. Only the pages a screen touches are read, so
/// opening a 100,000-recipe index stays as cheap as mapping it. Once the page checksums are
/// known (`checkPages`), every page read from the file is checked the first time; a page that
/// fails is damage, and none of its bytes are given out. It gives out bytes, never values:
/// every value is decoded from them by a `ByteReader` (`reader(_:)`).
final class IndexBytes {
    private enum Backing {
        case memory([UInt8])
        case file(descriptor: Int32)
    }

    static let pageSize = 1 << 16

    /// The size the file had when opened (every section was checked against it).
    let count: Int
    private let backing: Backing
    private var pages: [Int: [UInt8]] = [:]
    /// The file the bytes are read from (its path and inode when opened), to name it in a
    /// damage report; nil for bytes in memory.
    var origin: IndexDamage?
    /// Whether a read failed or a value was found out of range.
    private(set) var isDamaged = false
    /// Every range read from the file so far, in order (pages, or a large range whole): what a
    /// start cost, for tests that count the work before a first frame.
    private(set) var readRanges: [Range<Int>] = []
    /// The page checksums (`IndexPages`) and the bytes they cover; nil until `checkPages`.
    private var checksums: (table: [UInt8], covered: Range<Int>)?

    /// Bytes already in memory.
    init(_ bytes: [UInt8]) {
        backing = .memory(bytes)
        count = bytes.count
    }

    /// The open file `descriptor` (now owned: closed with this value) of `size` bytes.
    init(descriptor: Int32, size: Int) {
        backing = .file(descriptor: descriptor)
        count = size
    }

    deinit { if case let .file(descriptor) = backing { close(descriptor) } }

    /// Notes damage (a value out of range, or the file cut short); nothing else: the store's
    /// owner hears of it (`IndexedRecipeStore.takeIndexDamage`) and removes the file.
    func reportDamage() {
        isDamaged = true
    }

    /// From now on, checks every page read from the file against `table` (a `pages` section,
    /// itself checked) over `covered`; the pages read so far are checked now. False (and damage
    /// reported) when one fails. Bytes held in memory are not checked page by page: they were
    /// made here, or checked whole by whoever read them.
    func checkPages(_ table: [UInt8], covering covered: Range<Int>) -> Bool {
        guard case .file = backing else { return true }
        checksums = (table, covered)
        for (number, page) in pages where !holds(page[...], number) {
            pages[number] = nil
            reportDamage()
        }
        return !isDamaged
    }

    /// Whether `page` (bytes from page `number`'s start) passes its checksum, when they are checked.
    private func holds(_ page: ArraySlice<UInt8>, _ number: Int) -> Bool {
        guard let (table, covered) = checksums else { return true }
        let range = IndexPages.range(of: number, covering: covered)
        guard !range.isEmpty else { return true }   // the page checksums themselves: checked whole at open
        let start = number * Self.pageSize
        guard range.upperBound - start <= page.count, let expected = IndexPages.checksum(of: number, in: table) else { return false }
        return page.withUnsafeBytes { bytes in
            var checksum = Checksum()
            checksum.add(UnsafeRawBufferPointer(rebasing: bytes[(range.lowerBound - start)..<(range.upperBound - start)]))
            return checksum.value == expected
        }
    }

    /// Bytes `range`, or nil (and damage reported) when they are not all there.
    private func bytes(_ range: Range<Int>) -> [UInt8]? {
        guard range.lowerBound >= 0, range.upperBound <= count else { reportDamage(); return nil }
        switch backing {
        case let .memory(bytes):
            return Array(bytes[range])
        case let .file(descriptor):
            let first = range.lowerBound / Self.pageSize, last = max(first, (range.upperBound - 1) / Self.pageSize)
            if last - first > 1 { return large(descriptor, range, pages: first...last) }
            var result: [UInt8] = []
            result.reserveCapacity(range.count)
            for number in first...last {
                guard let page = page(number, descriptor) else { return nil }
                let start = max(range.lowerBound, number * Self.pageSize) - number * Self.pageSize
                let end = min(range.upperBound, (number + 1) * Self.pageSize) - number * Self.pageSize
                guard end <= page.count else { reportDamage(); return nil }
                result += page[start..<end]
            }
            return result
        }
    }

    /// A reader of the bytes at `range` (`ByteReader`, which decodes every value read from the
    /// index and refuses a read past `range`), or nil (and damage reported) when they are not
    /// all there. Bytes on one page are read where they are kept, without a copy.
    func reader(_ range: Range<Int>) -> ByteReader? {
        guard range.lowerBound >= 0, range.upperBound <= count else { reportDamage(); return nil }
        switch backing {
        case let .memory(bytes):
            return ByteReader(bytes, offset: range.lowerBound, end: range.upperBound)
        case let .file(descriptor):
            let number = range.lowerBound / Self.pageSize, base = number * Self.pageSize
            guard range.upperBound <= base + Self.pageSize else { return bytes(range).map { ByteReader($0) } }
            guard let page = page(number, descriptor) else { return nil }
            guard range.upperBound - base <= page.count else { reportDamage(); return nil }
            return ByteReader(page, offset: range.lowerBound - base, end: range.upperBound - base)
        }
    }

    private func page(_ number: Int, _ descriptor: Int32) -> [UInt8]? {
        if let page = pages[number] { return page }
        let start = number * Self.pageSize
        guard let page = read(descriptor, start..<min(count, start + Self.pageSize)) else { return nil }
        guard holds(page[...], number) else { reportDamage(); return nil }
        pages[number] = page
        return page
    }

    /// A large `range` (on `numbers` pages), straight from the file and not kept: read whole
    /// pages when they are checked, each checked, then cut to `range`.
    private func large(_ descriptor: Int32, _ range: Range<Int>, pages numbers: ClosedRange<Int>) -> [UInt8]? {
        guard checksums != nil else { return read(descriptor, range) }
        let start = numbers.lowerBound * Self.pageSize
        guard let bytes = read(descriptor, start..<min(count, (numbers.upperBound + 1) * Self.pageSize)) else { return nil }
        for number in numbers {
            let from = number * Self.pageSize - start
            guard holds(bytes[from..<min(bytes.count, from + Self.pageSize)], number) else { reportDamage(); return nil }
        }
        return Array(bytes[(range.lowerBound - start)..<(range.upperBound - start)])
    }

    private func read(_ descriptor: Int32, _ range: Range<Int>) -> [UInt8]? {
        readRanges.append(range)
        var bytes = [UInt8](repeating: 0, count: range.count)
        let got = bytes.withUnsafeMutableBytes { FileDescriptor(rawValue: descriptor).read(into: $0, at: range.lowerBound) }
        guard got == bytes.count else { reportDamage(); return nil }  // cut short (or unreadable) since opening
        return bytes
    }
}
