/// A height a sheet can rest at (UIKit's sheet detents, SwiftUI's presentation detents): one item
/// of the graph's `detents:` — `medium`, `large`, `{ height: 320 }` (points) or
/// `{ fraction: 0.3 }` (of the largest height a sheet can have).
///
/// UIKit wants a sheet's detents "in order from smallest to largest height"
/// (UISheetPresentationController.h), whatever order the graph lists them in. Medium, large and
/// fractions compare by themselves; a height in points compares with them only once the largest
/// height is known (`height(inLargest:)`), which is the screen's, so the renderer sorts them
/// when it presents (`sorted(inLargest:)`).
public enum NavGraphDetent: Hashable, Sendable {
    /// About half the screen.
    case medium
    /// The full height of a sheet.
    case large
    /// A height in points (UIKit's `.custom` detent, SwiftUI's `.height(_:)`), at most the largest.
    case height(Double)
    /// A fraction of the largest height, more than 0 and at most 1 (SwiftUI's `.fraction(_:)`).
    case fraction(Double)
    /// A height in points the presented screen gives at run time (`{ height: app }`: an account
    /// switcher as tall as its accounts), asked when the sheet is laid out (`NavGraphSheetSizing`);
    /// a renderer resolves it into a `height(_:)` before anything compares it.
    case appHeight

    /// The detents written as one word.
    public enum Word: String, CaseIterable, Sendable {
        /// `medium`
        case medium
        /// `large`
        case large

        /// The detent the word names.
        public var detent: NavGraphDetent { self == .medium ? .medium : .large }
    }

    /// The heights of a sheet whose route names no `detents`.
    public static let graphDefault: [NavGraphDetent] = [.large]

    /// The word that, as a detent's `height`, says the presented screen gives it (`{ height: app }`).
    public static let appHeightWord = "app"

    /// The key of a detent written as a mapping, `{ height: 320 }` or `{ fraction: 0.3 }`, which
    /// is also how it is saved.
    public enum MappingKey: String, CaseIterable, CodingKey, Sendable {
        /// `{ height: 320 }`: `height(_:)`.
        case height
        /// `{ fraction: 0.3 }`: `fraction(_:)`.
        case fraction
    }

    /// The keys of a detent written as a mapping: `{ height: 320 }`, `{ fraction: 0.3 }`.
    public static let mappingKeys = MappingKey.allCases.map(\.rawValue)

    /// The detent's height where the largest a sheet can be is `largest` points: UIKit's medium
    /// is about half ("approximately half the height of the screen"); a height above the largest
    /// is the largest. A height the screen gives, not resolved yet, counts as the largest.
    public func height(inLargest largest: Double) -> Double {
        switch self {
        case .medium: largest / 2
        case .large, .appHeight: largest
        case .height(let points): min(points, largest)
        case .fraction(let fraction): largest * fraction
        }
    }

    /// The detent with the height the screen gives now in the place of `appHeight`.
    public func resolving(appHeight points: Double) -> NavGraphDetent {
        self == .appHeight ? .height(points) : self
    }

    /// The height relative to the largest, where it does not depend on the screen; `nil` for a
    /// height in points.
    public var relativeHeight: Double? {
        switch self {
        case .medium: 0.5
        case .large: 1
        case .height, .appHeight: nil
        case .fraction(let fraction): fraction
        }
    }

    /// The detents from smallest to largest where the largest height is `largest` points and the
    /// screen gives `appHeight` points for `{ height: app }` (the largest when it gives none);
    /// equal heights keep the graph's order.
    public static func sorted(_ detents: [NavGraphDetent], inLargest largest: Double, appHeight: Double? = nil) -> [NavGraphDetent] {
        let height = { (detent: NavGraphDetent) in detent.resolving(appHeight: appHeight ?? largest).height(inLargest: largest) }
        return detents.enumerated()
            .sorted { (height($0.element), $0.offset) < (height($1.element), $1.offset) }
            .map(\.element)
    }

    /// The smallest detent, where that does not depend on the screen: all relative (medium,
    /// large, fractions) or all heights in points. `nil` for a mix, whose route names its
    /// `initialDetent` (the compiler asks for it).
    public static func smallest(of detents: [NavGraphDetent]) -> NavGraphDetent? {
        let relative = detents.compactMap(\.relativeHeight)
        if relative.count == detents.count {
            return detents.min { $0.relativeHeight! < $1.relativeHeight! }
        }
        guard relative.isEmpty, !detents.contains(.appHeight) || detents.count == 1 else { return nil }
        return detents.min { $0.height(inLargest: .infinity) < $1.height(inLargest: .infinity) }
    }

    /// As the graph writes it: `medium`, `{ height: 320 }`.
    public var spelling: String {
        switch self {
        case .medium: "medium"
        case .large: "large"
        case .height(let points): "{ height: \(Self.number(points)) }"
        case .fraction(let fraction): "{ fraction: \(Self.number(fraction)) }"
        case .appHeight: "{ height: \(Self.appHeightWord) }"
        }
    }

    /// `320`, `0.3`: a number without a trailing `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension NavGraphDetent: Codable {
    /// A word (`"medium"`), or `{ "height": 320 }` / `{ "fraction": 0.3 }`.
    public init(from decoder: any Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            guard let known = Word(rawValue: word) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no detent named '\(word)'"))
            }
            self = known.detent
            return
        }
        let container = try decoder.container(keyedBy: MappingKey.self)
        if (try? container.decodeIfPresent(String.self, forKey: .height)) == Self.appHeightWord {
            self = .appHeight
        } else if let points = try container.decodeIfPresent(Double.self, forKey: .height) {
            self = .height(points)
        } else {
            self = .fraction(try container.decode(Double.self, forKey: .fraction))
        }
    }

    /// As `init(from:)` reads it.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .medium, .large:
            var container = encoder.singleValueContainer()
            try container.encode(self == .medium ? Word.medium.rawValue : Word.large.rawValue)
        case .height(let points):
            var container = encoder.container(keyedBy: MappingKey.self)
            try container.encode(points, forKey: .height)
        case .fraction(let fraction):
            var container = encoder.container(keyedBy: MappingKey.self)
            try container.encode(fraction, forKey: .fraction)
        case .appHeight:
            var container = encoder.container(keyedBy: MappingKey.self)
            try container.encode(Self.appHeightWord, forKey: .height)
        }
    }
}
