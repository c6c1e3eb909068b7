import CYaml

/// libyaml's event stream over a graph file's text, read one event at a time through Yams' own
/// `CYaml` module: the one YAML reader NavGraph has.
///
/// libyaml reports every event with the places it starts and ends, and reports anchors and aliases as
/// written (an alias is an event of its own, never expanded), so the tree builder gets every
/// place, every alias and every key straight from here, and builds nothing libyaml has built
/// before it: no second tree, no string per scalar beyond its own, no duplicate-key table.
final class YAMLEventStream {
    // Allocated rather than stored: a debug build checks exclusive access to a class's stored
    // properties on every read, and these are read several times per event.
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    /// Whether `event` holds an event to delete.
    private let holdsEvent = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    /// The text libyaml reads; libyaml keeps a pointer into it until the parser is deleted.
    private let text: UnsafeMutableBufferPointer<UInt8>

    /// Starts reading `bytes`: UTF-8, without a byte-order mark (libyaml's places then count
    /// lines and columns as `LineTable` does).
    init(_ bytes: [UInt8]) {
        text = .allocate(capacity: max(bytes.count, 1))
        _ = text.initialize(from: bytes)
        event.initialize(to: yaml_event_t())
        holdsEvent.initialize(to: false)
        parser.initialize(to: yaml_parser_t())
        yaml_parser_initialize(parser)
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, text.baseAddress, bytes.count)
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
    /// After a failure libyaml reads nothing more.
    func next() throws(LibyamlError) -> yaml_event_type_t {
        if holdsEvent.pointee { yaml_event_delete(event) }
        holdsEvent.pointee = yaml_parser_parse(parser, event) == 1
        guard holdsEvent.pointee else { throw LibyamlError(parser.pointee) }
        return event.pointee.type
    }

    /// The current event's type.
    var type: yaml_event_type_t { event.pointee.type }

    /// Where the current event starts: 1-based line and column (libyaml's marks count from 0).
    var line: Int { event.pointee.start_mark.line + 1 }
    var column: Int { event.pointee.start_mark.column + 1 }

    /// Just past where the current event ends, counted as `line` and `column` are. A block
    /// collection's end event is at the token that ends it, after any blank and comment lines.
    var endLine: Int { event.pointee.end_mark.line + 1 }
    var endColumn: Int { event.pointee.end_mark.column + 1 }

    /// Whether the current sequence or mapping start event begins a flow collection (`[...]`,
    /// `{...}`), which ends at its closing bracket rather than with its last item.
    var isFlowCollection: Bool {
        switch event.pointee.type.rawValue {
        case YAML_SEQUENCE_START_EVENT.rawValue: event.pointee.data.sequence_start.style.rawValue == YAML_FLOW_SEQUENCE_STYLE.rawValue
        case YAML_MAPPING_START_EVENT.rawValue: event.pointee.data.mapping_start.style.rawValue == YAML_FLOW_MAPPING_STYLE.rawValue
        default: false
        }
    }

    /// The current scalar's bytes (which may contain NUL characters), without one leading
    /// U+FEFF (in UTF-8 EF BB BF): an invisible character an editor may paste before a name,
    /// which NavGraph has always dropped (Yams, which once composed every file, dropped it).
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

    /// Whether the current event is a YAML merge key: the plain, untagged scalar `<<`
    /// (a quoted `"<<"` or a tagged one is an ordinary key).
    var isMergeKey: Bool {
        let scalar = event.pointee.data.scalar
        guard type.is(YAML_SCALAR_EVENT), scalar.plain_implicit != 0, scalar.length == 2, let value = scalar.value else { return false }
        return value[0] == UInt8(ascii: "<") && value[1] == UInt8(ascii: "<")
    }

    /// The anchor of the current scalar, sequence or mapping (`&name`), or the name an alias
    /// event stands for (`*name`).
    var anchor: String? {
        let pointer: UnsafeMutablePointer<UInt8>? = switch event.pointee.type.rawValue {
        case YAML_SCALAR_EVENT.rawValue: event.pointee.data.scalar.anchor
        case YAML_SEQUENCE_START_EVENT.rawValue: event.pointee.data.sequence_start.anchor
        case YAML_MAPPING_START_EVENT.rawValue: event.pointee.data.mapping_start.anchor
        case YAML_ALIAS_EVENT.rawValue: event.pointee.data.alias.anchor
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
