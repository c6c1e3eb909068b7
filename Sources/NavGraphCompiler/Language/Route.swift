/// A way out of a screen: one case of the screen's route enum.
///
/// A value like any other, but its declaration is held in a shared box, copied only when a copy
/// is changed (copy on write). Written out inline a route is about a kilobyte: some fifteen
/// located values, each with its text, its file's path and four numbers. The checks and the
/// analysis walk every route several times (`for route in routes` copies each one out of its
/// array), so each walk copied that kilobyte and retained some thirty strings per route; at
/// 8,000 screens the routes no longer fit in the caches, and those copies made the check phase
/// grow faster than its work (docs/Performance.md, "Shapes: how each phase grows"). Boxed, a
/// copy is one pointer and one retain.
public struct Route: Sendable, Hashable {
    /// The route's name, local to its screen.
    public var name: Located<String> {
        get { box.declaration.name }
        set { uniqueBox().declaration.name = newValue }
    }
    /// The screen or flow it leads to.
    public var destination: Located<String> {
        get { box.declaration.destination }
        set { uniqueBox().declaration.destination = newValue }
    }
    /// How it shows the destination.
    public var style: Located<NavGraphRouteStyle> {
        get { box.declaration.style }
        set { uniqueBox().declaration.style = newValue }
    }
    /// With `present`: how; `nil` means the default, a sheet.
    public var presentation: Located<NavGraphPresentation>? {
        get { box.declaration.presentation }
        set { uniqueBox().declaration.presentation = newValue }
    }
    /// With `present`: how instead where the width is compact (an iPhone, an iPad app in Slide
    /// Over); `nil` means as `presentation` says (and as UIKit adapts it).
    public var compact: Located<NavGraphPresentation>? {
        get { box.declaration.compact }
        set { uniqueBox().declaration.compact = newValue }
    }
    /// With `window`: how the destination is presented over the source where there is one
    /// window (`oneWindow:`); `nil` means the route is refused there.
    public var oneWindow: Located<NavGraphPresentation>? {
        get { box.declaration.oneWindow }
        set { uniqueBox().declaration.oneWindow = newValue }
    }
    /// With `open`: the instance of the flow made from data the destination is placed in
    /// (`instance:`; `new` opens a new one, selected); `nil` for the selected one.
    public var instance: Located<NavGraphLinkInstance>? {
        get { box.declaration.instance }
        set { uniqueBox().declaration.instance = newValue }
    }
    /// Whether the route opens its destination in a new instance (`instance: new`).
    public var opensNewInstance: Bool { instance?.value == .new }
    /// With `present`: whether the destination is wrapped in a navigation stack.
    public var embedsInStack: Bool {
        get { box.declaration.embedsInStack }
        set { uniqueBox().declaration.embedsInStack = newValue }
    }
    /// Where `embed` was written, if it was.
    public var embedLocation: SourceLocation? {
        get { box.declaration.embedLocation }
        set { uniqueBox().declaration.embedLocation = newValue }
    }
    /// The type the route hands over.
    public var context: Located<TypeExpression>? {
        get { box.declaration.context }
        set { uniqueBox().declaration.context = newValue }
    }
    /// The type the source expects back.
    public var feedback: Located<TypeExpression>? {
        get { box.declaration.feedback }
        set { uniqueBox().declaration.feedback = newValue }
    }
    /// With `present`: whether the user may close the presentation (`true`, `false`, or `app`:
    /// the destination answers at run time); `nil` means the default, yes.
    public var dismissible: Located<NavGraphDismissal>? {
        get { box.declaration.dismissible }
        set { uniqueBox().declaration.dismissible = newValue }
    }
    /// With a sheet or page sheet: the heights it can rest at; `nil` means the default, `[large]`.
    public var detents: Located<[NavGraphDetent]>? {
        get { box.declaration.detents }
        set { uniqueBox().declaration.detents = newValue }
    }
    /// The detent the sheet opens at; `nil` means the smallest, as UIKit does.
    public var initialDetent: Located<NavGraphDetent>? {
        get { box.declaration.initialDetent }
        set { uniqueBox().declaration.initialDetent = newValue }
    }
    /// With `present` or `push`: who draws the transition (`transition: app`); `nil` means the system.
    public var transition: Located<NavGraphTransitionDrawer>? {
        get { box.declaration.transition }
        set { uniqueBox().declaration.transition = newValue }
    }
    /// Whether the app draws the route's transition (`transition: app`).
    public var appDrawsTransition: Bool { transition?.value == .app }
    /// With `presentation: overlay`: who shrinks it into picture in picture (`shrinks: app`);
    /// `nil` means it covers and holds everything until it finishes.
    public var shrinks: Located<NavGraphOverlayShrinking>? {
        get { box.declaration.shrinks }
        set { uniqueBox().declaration.shrinks = newValue }
    }
    /// For a route a screen offers from a set of shared routes: the screen's listing of that set
    /// (`sharedRoutes: [StatusRow]`), the set's name at the place the screen names it; `nil` for
    /// the screen's own routes.
    public var sharedFrom: Located<String>? {
        get { box.declaration.sharedFrom }
        set { uniqueBox().declaration.sharedFrom = newValue }
    }
    /// With `open`: the flows it opens the destination in (`in:`), as a link's `in:` names them:
    /// the first, or another listed where it shows now (the selected tab's stack); empty where
    /// the graph places the destination in one flow only.
    public var places: [Located<String>] {
        get { box.declaration.places }
        set { uniqueBox().declaration.places = newValue }
    }
    /// `formerly:`: the names the route had before, in the order written; a saved state that
    /// names one reads it as this route (`navgraph diff` follows the rename too).
    public var formerNames: [Located<String>] {
        get { box.declaration.formerNames }
        set { uniqueBox().declaration.formerNames = newValue }
    }
    /// `then:`: the routes performed after this one, in order, in the same transition: the first
    /// a route of the destination (for an unwind, of the screen or flow it goes back to), each
    /// next a route of what the one before showed. Empty for a route of one step.
    public var steps: [Located<String>] {
        get { box.declaration.steps }
        set { uniqueBox().declaration.steps = newValue }
    }

    /// The declaration, shared by every copy of this route until one of them changes.
    private var box: Box

    /// Creates a route.
    public init(
        name: Located<String>,
        destination: Located<String>,
        style: Located<NavGraphRouteStyle>,
        presentation: Located<NavGraphPresentation>? = nil,
        embedsInStack: Bool = false,
        embedLocation: SourceLocation? = nil,
        context: Located<TypeExpression>? = nil,
        feedback: Located<TypeExpression>? = nil,
        dismissible: Located<NavGraphDismissal>? = nil,
        detents: Located<[NavGraphDetent]>? = nil
    ) {
        box = Box(
            Declaration(
                style: style, embedsInStack: embedsInStack, destination: destination, name: name, context: context, feedback: feedback,
                presentation: presentation, embedLocation: embedLocation, dismissible: dismissible, detents: detents))
    }

    /// The box, first copied when another route shares it: what makes a change to one copy
    /// invisible to the others.
    private mutating func uniqueBox() -> Box {
        if !isKnownUniquelyReferenced(&box) {
            box = Box(box.declaration)
        }
        return box
    }

    /// Whether the two routes declare the same: the same box, or equal declarations.
    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.box === rhs.box || lhs.box.declaration == rhs.box.declaration
    }

    /// Hashes what the route declares, as `==` compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.declaration)
    }

    /// Who decides whether the person may close the presentation: as declared, or the default.
    /// An overlay refuses every dismissal: only its own screens' finishing closes it.
    public var effectiveDismissal: NavGraphDismissal {
        effectivePresentation.coversEverything ? .false : dismissible?.value ?? .graphDefault
    }

    /// The presentation actually used: the declared one, or a sheet.
    public var effectivePresentation: NavGraphPresentation { presentation?.value ?? .graphDefault }

    /// With `open`: the first flow `in:` names, where it opens the destination unless another
    /// listed one shows now.
    public var placedIn: Located<String>? { places.first }

    /// For an unwind, the feedback it hands back to the screen it goes back to; `nil` otherwise.
    public var handsBack: Located<TypeExpression>? { style.value.handsBackFeedback ? feedback : nil }

    /// The value the route's case carries: the context it hands over, or what an unwind hands back.
    public var carried: Located<TypeExpression>? { context ?? handsBack }
}

extension Route {
    /// What a route declares, stored once per distinct route (the properties above say what
    /// each field means).
    ///
    /// The fields every walk over the routes reads (the analysis and the checks: style,
    /// embedding, destination, name, steps, former names, where it is shared from, context and
    /// feedback) come first, so that they share the box's first cache lines: a declaration is
    /// some 500 bytes, and at thousands of screens each field read further in was a miss of its
    /// own. The style and the embedding share the first line with the box's reference count,
    /// which every copy of the route touches: most walks ask the style first, and pass over the
    /// routes of others.
    fileprivate struct Declaration: Sendable, Hashable {
        var style: Located<NavGraphRouteStyle>
        var embedsInStack: Bool
        var destination: Located<String>
        var name: Located<String>
        var steps: [Located<String>] = []
        var places: [Located<String>] = []
        var formerNames: [Located<String>] = []
        var sharedFrom: Located<String>? = nil
        var context: Located<TypeExpression>?
        var feedback: Located<TypeExpression>?
        var presentation: Located<NavGraphPresentation>?
        var compact: Located<NavGraphPresentation>? = nil
        var oneWindow: Located<NavGraphPresentation>? = nil
        var instance: Located<NavGraphLinkInstance>? = nil
        var embedLocation: SourceLocation?
        var dismissible: Located<NavGraphDismissal>?
        var detents: Located<[NavGraphDetent]>?
        var initialDetent: Located<NavGraphDetent>? = nil
        var transition: Located<NavGraphTransitionDrawer>? = nil
        var shrinks: Located<NavGraphOverlayShrinking>? = nil
    }

    /// The shared box. `@unchecked Sendable`: a box is only changed through `uniqueBox()`, that
    /// is while one route alone holds it, so no two threads ever see it change.
    fileprivate final class Box: @unchecked Sendable {
        var declaration: Declaration

        init(_ declaration: Declaration) {
            self.declaration = declaration
        }
    }
}
