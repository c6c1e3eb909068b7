import CYaml

/// The least any YAML front end pays for a file: libyaml's parser reading every event of it,
/// with nothing built (through the `CYaml` module inside the Yams package, the same libyaml the
/// compiler reads its events from).
///
/// Each event's start mark and each scalar's length are read, so that none of the parse can be
/// optimized away; every event is deleted again, as a reader that keeps nothing would.
enum LibyamlFloor {
    /// What was read.
    struct Tally {
        var events = 0
        var scalarBytes = 0
        var lastLine = 0
    }

    /// Reads every event of `bytes` (UTF-8); throws when libyaml cannot read them.
    static func readEvents(_ bytes: [UInt8]) throws -> Tally {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw BenchError("libyaml could not start a parser") }
        defer { yaml_parser_delete(&parser) }
        var tally = Tally()
        try bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { throw BenchError("libyaml cannot read the file") }
                defer { yaml_event_delete(&event) }
                tally.events += 1
                tally.lastLine = max(tally.lastLine, event.start_mark.line)
                if event.type.rawValue == YAML_SCALAR_EVENT.rawValue { tally.scalarBytes += event.data.scalar.length }
                if event.type.rawValue == YAML_STREAM_END_EVENT.rawValue { break }
            }
        }
        return tally
    }
}
