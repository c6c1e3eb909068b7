import Foundation

/// What a share sheet hands back when the person chose a service: UIKit's
/// `completionWithItemsHandler` gives "The type of the service that was selected by the user" and
/// whether it completed ("true if the service was performed or false if it was not"). A share sheet
/// closed without choosing a service hands nothing back: its route ends without feedback.
public struct NavGraphShareResult: Hashable, Sendable {
    /// The service chosen: a built-in activity type's raw value (`"com.apple.UIKit.activity.Mail"`)
    /// or a custom activity's.
    public var activityType: String
    /// Whether the service was performed; `false` when the person backed out of it (a mail
    /// composer cancelled).
    public var completed: Bool

    /// The result of the service `activityType`, performed or not.
    public init(activityType: String, completed: Bool) {
        self.activityType = activityType
        self.completed = completed
    }
}

/// The FlowController of a share sheet (`kind: share`): it says what to share, and makes the
/// screen's feedback from the service the person chose. The system shows the sheet (UIKit's
/// `UIActivityViewController`; under SwiftUI the same controller, since `ShareLink` is a button
/// no route can open), a popover at the route's anchor on an iPad; closed without a service, it
/// ends the route that presented it without feedback.
@MainActor
public protocol NavGraphShareScreen: NavGraphSystemOwnedScreen {
    /// What the chosen service hands back.
    associatedtype Feedback: Sendable
    /// What is shared, read when the sheet is shown: the activity items UIKit takes (a `URL`, a
    /// `String`, an image, a `UIActivityItemSource`).
    var shareItems: [Any] { get }
    /// The value the service the person chose hands back to the route that presented the sheet;
    /// `nil` ends the route without feedback.
    func feedback(fromShare result: NavGraphShareResult) -> Feedback?
}

extension NavGraphShareScreen where Feedback == NavGraphShareResult {
    /// The service chosen is the feedback, as UIKit reports it.
    public func feedback(fromShare result: NavGraphShareResult) -> NavGraphShareResult? { result }
}

extension NavGraphShareScreen where Feedback == Never {
    /// A share sheet that hands nothing back: its route only ends.
    public func feedback(fromShare result: NavGraphShareResult) -> Never? { nil }
}
