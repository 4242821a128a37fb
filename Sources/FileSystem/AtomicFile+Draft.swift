#if canImport(Glibc)
import Glibc
#endif

extension AtomicFile {
    /// The temporary file of an atomic write while it is filled: not yet flushed to disk nor in
    /// place. Once filled its `stamp` (size, modification time, inode) is final, so a file that
    /// records it — an index over this archive — can be made and written while this one is
    /// flushed (`flush`): the two waits for the disk side by side. Removed if dropped unflushed.
    package final class Draft {
        /// The path asked for, the file a write there replaces, and the temporary file.
        package let path: String, target: String, temporary: String
        /// The temporary file's descriptor; -1 once closed.
        private var descriptor: Int32
        /// Why the contents are wrong, once a write failed.
        private var failure: String?

        fileprivate init(path: String, target: String, temporary: String, descriptor: Int32) {
            self.path = path
            self.target = target
            self.temporary = temporary
            self.descriptor = descriptor
        }

        deinit { discard() }

        /// How many bytes are written before the disk is told to start on them (`write`).
        package static let writebackStep = 2 << 20

        /// Writes `pieces` one after the other from byte `offset` on; false (and the draft
        /// refused by `flush`) when they cannot be written, or a file they copy from changed
        /// since it was read (`FilePiece.changedSource`). Every `writebackStep` bytes the disk
        /// is told to start writing them (`sync_file_range`), so the flush waits only for
        /// the last ones: a 12 MB archive took 8 ms to write and flush, 5 ms so.
        @discardableResult
        package func write(_ pieces: [FilePiece], at offset: Int) -> Bool {
            fill { fd in
                guard lseek(fd, off_t(offset), SEEK_SET) == off_t(offset) else { return "cannot write: \(FilePath.errorText())" }
                var written = offset, handedOver = offset
                for piece in pieces {
                    for run in piece.runs(of: Self.writebackStep) {
                        guard run.write(to: fd) else { return "cannot write: \(FilePath.errorText())" }
                        written += run.count
                        if written - handedOver >= Self.writebackStep {
                            CLibrary.startWriteback(fd, offset: handedOver, count: written - handedOver)
                            handedOver = written
                        }
                    }
                }
                return FilePiece.changedSource(pieces)
            }
        }

        /// Runs `body` on the descriptor; it returns why the contents are wrong, or nil.
        @discardableResult
        package func fill(_ body: (Int32) -> String?) -> Bool {
            guard failure == nil, descriptor >= 0 else { return false }
            failure = body(descriptor)
            return failure == nil
        }

        /// Whether a write failed (`flush` then throws why).
        package var hasFailed: Bool { failure != nil }

        /// The file's size, modification time and inode as filled; nil when it cannot be looked at.
        package var stamp: SourceStamp? {
            var info = stat()
            return descriptor >= 0 && fstat(descriptor, &info) == 0 ? SourceStamp(info) : nil
        }

        /// The file filled with `pieces` from its start and flushed (`write`, then `flush`).
        package func prepared(with pieces: [FilePiece]) throws(Failure) -> Prepared {
            write(pieces, at: 0)
            return try flush()
        }

        /// Flushes the file to disk and closes it, ready to be put in place (`Prepared.commit`);
        /// throws, and removes it, when a write failed or the flush does.
        package func flush() throws(Failure) -> Prepared {
            if failure == nil, descriptor < 0 { failure = "the file was already closed" }
            if failure == nil, fsync(descriptor) != 0 { failure = "cannot flush to disk: \(FilePath.errorText())" }
            if let failure {
                discard()
                throw Failure(path: path, reason: failure)
            }
            close(descriptor)
            descriptor = -1
            return Prepared(path: path, target: target, temporary: temporary)
        }

        /// Closes and removes the temporary file, leaving the target as it was.
        package func discard() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
            unlink(temporary)
        }
    }

    /// An empty temporary file beside the target of a write to `path` (`resolve`), owner-only
    /// with `permissions`; missing directories are made owner-only, and leftover temporary files
    /// of earlier writers of `path` that were killed are removed first.
    package static func draft(to path: String, permissions: mode_t = 0o600) throws(Failure) -> Draft {
        let target = try resolve(path)
        let directory = FilePath.directory(of: target)
        do {
            try FilePath.createDirectories(directory, permissions: 0o700)
        } catch {
            throw Failure(path: path, reason: "cannot create \(directory): \(error.reason)")
        }
        removeStaleTemporaries(of: target)
        var template = Array((target + temporaryInfix + "\(getpid())-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(path: path, reason: "cannot create a temporary file: \(FilePath.errorText())") }
        let draft = Draft(path: path, target: target, temporary: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self),
                          descriptor: fd)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        guard fchmod(fd, permissions) == 0 else {
            let failure = Failure(path: path, reason: "cannot set permissions: \(FilePath.errorText())")
            draft.discard()
            throw failure
        }
        return draft
    }
}
