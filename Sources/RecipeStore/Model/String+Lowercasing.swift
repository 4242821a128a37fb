extension StringProtocol {
    /// The same as `lowercased()`, but text that is lowercase ASCII already (most metadata keys
    /// and tags) is returned as it is: no character walk, no case mapping.
    func lowercasedUnlessLowercase() -> String {
        let lowercase = utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) } }
        return lowercase == true ? String(self) : lowercased()
    }
}
