extension GraphSchema {
    /// A type expression: text, or `[T]` / `[K: V]` written unquoted, which YAML reads as a list.
    static var typeExpression: JSONValue {
        [
            "description": "A type: String, Int, Int64, Double, Float, Bool, URL, UUID, Date, Data, a name declared under types:, T?, [T] or [K: V]. Unquoted [T] and [K: V] are YAML sequences, which are accepted too.",
            "anyOf": [
                name,
                [
                    "type": "array",
                    "description": "[T] (an array) or [K: V] (a dictionary), written as a YAML sequence.",
                    "minItems": 1,
                    "maxItems": 1,
                    "items": ["anyOf": [reference("typeExpression"), reference("dictionaryPair")]],
                ],
            ],
        ]
    }

    /// `K: V` inside an unquoted `[ ]`.
    static var dictionaryPair: JSONValue {
        [
            "description": "K: V inside [ ], a dictionary from K (String, Int or UUID, or an alias of one) to V.",
            "type": "object",
            "minProperties": 1,
            "maxProperties": 1,
            "additionalProperties": reference("typeExpression"),
        ]
    }

    /// A declared type: an alias, or one of the forms a mapping says (`TypeKey.form`).
    static var typeDeclaration: JSONValue {
        [
            "description": "An alias (a type expression), a record (fields:), an enum (cases:) or an external type (external: true).",
            "anyOf": [
                reference("typeExpression"), reference("recordType"), reference("enumType"), reference("externalType"),
            ],
        ]
    }

    /// A type declared as a mapping whose `form` key says what it is, with the keys of that form.
    static func typeForm(_ form: TypeKey, _ description: String) -> JSONValue {
        [
            "description": .string(description),
            "type": "object",
            "additionalProperties": false,
            "required": .strings([form.rawValue]),
            "properties": properties(TypeKey.allCases.filter { $0.form == form }, typeKey),
        ]
    }

    /// A key of a type declared as a mapping.
    private static func typeKey(_ key: TypeKey) -> JSONValue {
        switch key {
        case .fields:
            byName("The record's fields, by name, each with its type.", reference("typeExpression"))
        case .cases:
            [
                "description": "The enum's cases: a name, or `name: Type` for a case that carries a value of that type (then the enum is not String-backed, and a link cannot bind it).",
                "type": "array",
                "items": [
                    "oneOf": [
                        name,
                        ["type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": reference("typeExpression")],
                    ],
                ],
                "minItems": 1,
            ]
        case .external:
            ["description": "Always true.", "const": true]
        case .codable:
            [
                "description": "Whether the app's type is Codable too (default false): then records and enums holding it are Codable, and a saved navigation state can hold it. The build checks it at this type's line.",
                "type": "boolean",
            ]
        case .sendable:
            [
                "description": "Whether the app's type is Sendable (default true). With false (a SwiftData model, a class of the app's own), generated code carries it in a NavGraphMainActorValue, made and read on the main actor; it cannot also be codable.",
                "type": "boolean",
            ]
        }
    }
}
