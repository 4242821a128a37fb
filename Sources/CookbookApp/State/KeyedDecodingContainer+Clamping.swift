/// Whole numbers from the state file that no integer holds (`1e300`, 2^64): read as the nearest
/// `Int` (`Int.max`, `Int.min`), for the restore to clamp like any other, instead of making the
/// whole file unusable. Text, fractions and the like are still refused as before.
extension KeyedDecodingContainer {
    /// The whole number at `key`, clamped to `Int`'s range.
    func decodeClamping(forKey key: Key) throws -> Int {
        do { return try decode(Int.self, forKey: key) } catch {
            guard let number = try? decode(Double.self, forKey: key), let clamped = Self.clamping(number) else { throw error }
            return clamped
        }
    }

    /// The whole number at `key`, clamped to `Int`'s range; nil when absent or null.
    func decodeClampingIfPresent(forKey key: Key) throws -> Int? {
        guard try contains(key) && !decodeNil(forKey: key) else { return nil }
        return try decodeClamping(forKey: key)
    }

    /// The list of whole numbers at `key`, each clamped to `Int`'s range; nil when absent or null.
    func decodeClampingIfPresent(_ type: [Int].Type, forKey key: Key) throws -> [Int]? {
        guard try contains(key) && !decodeNil(forKey: key) else { return nil }
        do { return try decode([Int].self, forKey: key) } catch {
            guard let clamped = (try? decode([Double].self, forKey: key))?.map(Self.clamping), !clamped.contains(nil) else { throw error }
            return clamped.compactMap { $0 }
        }
    }

    /// The whole numbers by name at `key`, each clamped to `Int`'s range; nil when absent or null.
    func decodeClampingIfPresent(_ type: [String: Int].Type, forKey key: Key) throws -> [String: Int]? {
        guard try contains(key) && !decodeNil(forKey: key) else { return nil }
        do { return try decode([String: Int].self, forKey: key) } catch {
            guard let clamped = (try? decode([String: Double].self, forKey: key))?.mapValues(Self.clamping), !clamped.values.contains(nil) else { throw error }
            return clamped.compactMapValues { $0 }
        }
    }

    /// A whole `value` as the nearest `Int`; nil for a fraction.
    private static func clamping(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(.towardZero) else { return nil }
        return value >= Double(Int.max) ? .max : value <= Double(Int.min) ? .min : Int(value)
    }
}
