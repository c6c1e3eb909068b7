/// How a presented destination is shown (UIKit's modal presentation styles): the graph's
/// `presentation:` (parsed by raw value).
///
/// The questions asked of a presentation are properties here, each one exhaustive `switch`.
public enum NavGraphPresentation: String, CaseIterable, Hashable, Sendable, Codable {
    /// A sheet over the source (UIKit's automatic style); the graph's default.
    case sheet
    /// Covers the whole screen.
    case fullScreen
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// A popover, pointing at an anchor (a view or bar button item, or the source's view).
    case popover
    /// Covers the whole screen, over what stays shown below it (UIKit's `overFullScreen`: "The
    /// views beneath the presented content are not removed from the view hierarchy when the
    /// presentation finishes"): a translucent full-screen image over the timeline.
    case overFullScreen
    /// Covers only the source's own area, which the presented content replaces (UIKit's
    /// `currentContext`): a picker inside a sheet, leaving the bars around the source.
    case currentContext
    /// Covers only the source's own area, over what stays shown below it (UIKit's
    /// `overCurrentContext`).
    case overCurrentContext
    /// Above everything the window shows, every presentation included, which stays alive below
    /// it (an app lock, a call): a flow's own route shows it, and only its own finishing closes
    /// it. UIKit shows it in a window of its own above the app's, SwiftUI as a full-screen cover
    /// over the top-most presentation.
    case overlay

    /// What a `present` route that names no `presentation` shows.
    public static let graphDefault = NavGraphPresentation.sheet

    /// Whether the presentation rests at detents (`detents:`): UIKit gives a sheet presentation
    /// controller, whose heights can be set, to sheets, page sheets and form sheets only
    /// (`sheetPresentationController` is `nil` for the other styles).
    public var restsAtDetents: Bool {
        switch self {
        case .sheet, .pageSheet, .formSheet: true
        case .fullScreen, .popover, .overFullScreen, .currentContext, .overCurrentContext, .overlay: false
        }
    }

    /// Whether the presentation points at an anchor, so performing its route takes one.
    public var pointsAtAnchor: Bool {
        switch self {
        case .popover: true
        case .sheet, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext, .overCurrentContext, .overlay: false
        }
    }

    /// Whether it covers only the source's own area rather than the window: UIKit presents it
    /// from the nearest view controller that defines a presentation context, which the source is.
    public var coversOnlyTheSource: Bool {
        switch self {
        case .currentContext, .overCurrentContext: true
        case .sheet, .fullScreen, .pageSheet, .formSheet, .popover, .overFullScreen, .overlay: false
        }
    }

    /// Whether the user closes it, when it is dismissible, by swiping it down. A full-screen or
    /// context presentation offers no gesture, a popover closes by a tap outside it.
    public var closesWhenSwipedDown: Bool {
        switch self {
        case .sheet, .pageSheet, .formSheet: true
        case .fullScreen, .popover, .overFullScreen, .currentContext, .overCurrentContext, .overlay: false
        }
    }

    /// Whether the user closes it, when it is dismissible, by tapping outside it.
    public var closesWhenTappedOutside: Bool {
        switch self {
        case .popover: true
        case .sheet, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext, .overCurrentContext, .overlay: false
        }
    }

    /// Whether it goes above everything the window shows rather than over its source: shown
    /// over the top-most presentation whichever flow asks, refusing every dismissal but its own
    /// screens' finishing, so that links wait behind it and what is below stays as it was.
    public var coversEverything: Bool {
        switch self {
        case .overlay: true
        case .sheet, .fullScreen, .pageSheet, .formSheet, .popover, .overFullScreen, .currentContext, .overCurrentContext: false
        }
    }

    /// Whether `compact:` may name it: every presentation but an overlay, which covers the whole
    /// window at every width and so has no compact form of its own.
    public var isCompactForm: Bool { !coversEverything }

    /// The spellings `compact:` offers, in declaration order: one list for the schema's enum and
    /// the editor's completion, so that the two never disagree.
    public static var compactFormNames: [String] { allCases.filter(\.isCompactForm).map(\.rawValue) }
}
