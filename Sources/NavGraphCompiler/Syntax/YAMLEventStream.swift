import CYaml

/// libyaml's event stream over a marked text, read one event at a time through Yams' own
/// `CYaml` module.
///
/// The tree builder reads these events directly instead of letting Yams compose a `Node` tree
/// first: composing costs a tree of `Node`s, a Foundation string conversion per scalar and
/// Yams' duplicate-key check (a hash of every key), all thrown away again. It is the same
/// libyaml on the same bytes that Yams would read, with the same encoding, so the events are
/// the ones Yams composes from. When libyaml reports an error, the reader lets Yams compose
/// the text to describe it exactly as before.
final class YAMLEventStream {
    /// libyaml failed; its description is Yams' to give.
    struct Failure: Error {}

    // Allocated rather than stored: a debug build checks exclusive access to a class's stored
    // properties on every read, and these are read several times per event.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    /// Whether `event` holds an event to delete.
    private let holdsEvent = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    /// The text libyaml reads; libyaml keeps a pointer into it until the parser is deleted.
    private let text: UnsafeMutableBufferPointer<UInt8>

    /// Starts reading `text`.
    init(_ marked: String) {
        let utf8 = marked.utf8
        text = .allocate(capacity: max(utf8.count, 1))
        _ = text.initialize(from: utf8)
        event.initialize(to: yaml_event_t())
        holdsEvent.initialize(to: false)
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, text.baseAddress, utf8.count)
    }

    deinit {
        if holdsEvent.pointee { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
        holdsEvent.deallocate()
        text.deallocate()
    }

    /// Reads the next event and returns its type; its details are readable until the next call.
    func next() throws(Failure) -> yaml_event_type_t {
        if holdsEvent.pointee { yaml_event_delete(event) }
        holdsEvent.pointee = yaml_parser_parse(parser, event) == 1
        guard holdsEvent.pointee else { throw Failure() }
        return event.pointee.type
    }

    /// The current event's type.
    var type: yaml_event_type_t { event.pointee.type }

    /// Where the current event starts: 1-based line and column, as Yams' `Mark` counts them.
    var line: Int { event.pointee.start_mark.line + 1 }
    var column: Int { event.pointee.start_mark.column + 1 }

    /// The current scalar's bytes (which may contain NUL characters), as Yams reads them: Yams
    /// makes its string with Foundation's `String(bytes:encoding:)`, which drops one leading
    /// U+FEFF (a byte-order mark, in UTF-8 EF BB BF), so it is dropped here too.
    var scalarBytes: UnsafeBufferPointer<UInt8> {
        let scalar = event.pointee.data.scalar
        guard let value = scalar.value else { return UnsafeBufferPointer(start: nil, count: 0) }
        if scalar.length >= 3, value[0] == 0xEF, value[1] == 0xBB, value[2] == 0xBF {
            return UnsafeBufferPointer(start: value + 3, count: scalar.length - 3)
        }
        return UnsafeBufferPointer(start: value, count: scalar.length)
    }

    /// The current scalar's style.
    var scalarStyle: yaml_scalar_style_t { event.pointee.data.scalar.style }

    /// The anchor of the current scalar, sequence or mapping, decoded as Yams decodes it.
    var anchor: String? {
        let pointer: UnsafeMutablePointer<UInt8>? = switch event.pointee.type.rawValue {
        case YAML_SCALAR_EVENT.rawValue: event.pointee.data.scalar.anchor
        case YAML_SEQUENCE_START_EVENT.rawValue: event.pointee.data.sequence_start.anchor
        case YAML_MAPPING_START_EVENT.rawValue: event.pointee.data.mapping_start.anchor
        default: nil
        }
        guard let pointer else { return nil }
        return String.decodeCString(pointer, as: UTF8.self, repairingInvalidCodeUnits: true)?.result
    }
}

extension yaml_event_type_t {
    /// Whether this is `other`, compared as numbers: `==` on an imported C enum is the generic
    /// `RawRepresentable` one, which a debug build calls through witness tables once per event.
    func `is`(_ other: yaml_event_type_t) -> Bool { rawValue == other.rawValue }
}

extension yaml_scalar_style_t {
    /// Whether this is `other`, compared as numbers (see `yaml_event_type_t.is(_:)`).
    func `is`(_ other: yaml_scalar_style_t) -> Bool { rawValue == other.rawValue }
}
