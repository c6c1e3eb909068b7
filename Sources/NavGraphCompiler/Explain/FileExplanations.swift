// Codes about a file as a whole: its YAML, its size, its keys and shapes, its version.
extension DiagnosticExplanation {
    static let yamlSyntax = DiagnosticExplanation(
        code: .yamlSyntax,
        meaning: """
            The file could not be read as YAML: a quote or bracket is not closed, the indentation \
            does not line up, or the bytes are not valid UTF-8. Nothing else in the file is checked \
            until it reads; the location is where the YAML parser gave up.
            """,
        example: """
            version: 1
            entry: Home
            screens:
              Home:
                summary: "The first screen
            """,
        fix: "Close the quote (or bracket), or fix the indentation, at or just before the reported place.",
        fixedExample: """
            version: 1
            entry: Home
            screens:
              Home:
                summary: "The first screen"
            """
    )

    static let limitExceeded = DiagnosticExplanation(
        code: .limitExceeded,
        meaning: """
            NavGraph refuses files that are larger, nest deeper, or expand more YAML aliases than its \
            documented limits, so that a hostile or broken file costs under a second and bounded \
            memory. Real graphs stay far below the limits; a file that hits one is usually generated \
            by mistake or uses aliases (`&name`, `*name`) that multiply.
            """,
        example: """
            version: 1
            entry: Home
            screens:
              Home:
                summary: [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
            """,
        fix: "Split a large graph into several files (they form one graph), flatten deep nesting, and write values out instead of multiplying aliases.",
        fixedExample: """
            version: 1
            entry: Home
            screens:
              Home:
                summary: The first screen.
            """
    )

    static let invalidStructure = DiagnosticExplanation(
        code: .invalidStructure,
        meaning: """
            A value has the wrong shape for its place: a scalar where a mapping is needed, a required \
            key such as a route's `to` or `style` is missing, or a word is not one the language \
            defines (`style` must be push, present, replace or select; `kind` must be stack, tabs or \
            switch).
            """,
        example: """
            version: 1
            entry: Home
            screens:
              Home:
                routes:
                  about: { to: About, style: slide }
              About: {}
            """,
        fix: "Use one of the words the message lists, or give the value the shape the language describes.",
        fixedExample: """
            version: 1
            entry: Home
            screens:
              Home:
                routes:
                  about: { to: About, style: present }
              About: {}
            """
    )

    static let unknownKey = DiagnosticExplanation(
        code: .unknownKey,
        meaning: """
            The language does not define this key here. Unknown keys are errors rather than ignored, \
            so that a misspelt `feedback` or `presentation` cannot silently change what is generated. \
            When a defined key is close, the message suggests it.
            """,
        example: """
            version: 1
            entry: Home
            screens:
              Home:
                sumary: The first screen.
            """,
        fix: "Correct the spelling (the message's \"did you mean\"), or remove the key.",
        fixedExample: """
            version: 1
            entry: Home
            screens:
              Home:
                summary: The first screen.
            """
    )

    static let duplicateKey = DiagnosticExplanation(
        code: .duplicateKey,
        meaning: """
            The same key appears twice in one YAML mapping. Most YAML readers keep the last value \
            silently; NavGraph reports it, because one of the two is almost always a mistake.
            """,
        example: """
            version: 1
            entry: Home
            screens:
              Home:
                summary: The first screen.
                summary: Shows the feed.
            """,
        fix: "Keep one of the two, or rename one if they were meant to be different things.",
        fixedExample: """
            version: 1
            entry: Home
            screens:
              Home:
                summary: Shows the feed.
            """
    )

    static let unsupportedVersion = DiagnosticExplanation(
        code: .unsupportedVersion,
        meaning: """
            Graph files say which version of the language they are written in. At least one file of \
            the graph must say `version: 1`, and no file may name another version: this compiler \
            understands version 1 only.
            """,
        example: """
            version: 2
            entry: Home
            screens:
              Home: {}
            """,
        fix: "Write `version: 1` in one of the graph's files (the one with `entry` is a good place).",
        fixedExample: """
            version: 1
            entry: Home
            screens:
              Home: {}
            """
    )
}
