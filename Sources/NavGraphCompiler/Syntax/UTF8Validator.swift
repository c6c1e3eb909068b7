/// Finds the first byte that is not part of well-formed UTF-8.
///
/// Done before YAML parsing so that a bad byte is reported with its own line and column
/// rather than wherever the decoder happened to give up.
enum UTF8Validator {
    /// The offset of the first byte that does not begin a well-formed character (the lead byte of a
    /// broken sequence), or `nil` when all of `bytes` is valid UTF-8.
    static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowerBound: UInt8 = 0x80
            var upperBound: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowerBound = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upperBound = 0x9F  // no UTF-16 surrogates
            case 0xF0: length = 4; lowerBound = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upperBound = 0x8F  // nothing past U+10FFFF
            default: return index
            }
            for offset in 1..<length {
                let position = index + offset
                guard position < bytes.count else { return index }
                let byte = bytes[position]
                let (low, high) = offset == 1 ? (lowerBound, upperBound) : (UInt8(0x80), UInt8(0xBF))
                guard byte >= low, byte <= high else { return index }
            }
            index += length
        }
        return nil
    }
}
