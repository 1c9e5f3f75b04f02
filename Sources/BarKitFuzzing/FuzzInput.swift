/// Reads typed values off the front of a fuzzer's input, as LLVM's `FuzzedDataProvider` does: each
/// read takes what it needs and gives zero when the bytes run out, so every input is usable.
public struct FuzzInput: Sendable {
    public private(set) var bytes: ArraySlice<UInt8>

    /// libFuzzer's input (`LLVMFuzzerTestOneInput`'s arguments).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        if let data, size > 0 {
            bytes = ArraySlice(UnsafeBufferPointer(start: data, count: size))
        } else {
            bytes = []
        }
    }

    /// An input kept in a file (the replayed corpora).
    public init<S: Sequence>(bytes: S) where S.Element == UInt8 { self.bytes = ArraySlice(bytes) }

    public var isEmpty: Bool { bytes.isEmpty }

    /// One byte, or 0 when none are left.
    public mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    /// A value in `range`, from one or two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return range.lowerBound }
        let raw = span > 255 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % (span + 1)
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A coordinate: mostly ordinary values, sometimes hostile ones (NaN, infinities, huge, negative).
    public mutating func coordinate(upTo limit: Double = 400) -> Double {
        let kind = byte()
        switch kind {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -Double(int(in: 0...1000))
        case 5: return .greatestFiniteMagnitude
        case 6: return 0
        default: return Double(int(in: 0...Int(limit * 4))) / 4
        }
    }

    /// The rest of the bytes.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}
