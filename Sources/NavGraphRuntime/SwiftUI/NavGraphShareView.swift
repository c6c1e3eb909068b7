#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// A share sheet under SwiftUI, whose `ShareLink` is a button the person taps and no route can
/// open: UIKit's `UIActivityViewController` in a `UIViewControllerRepresentable`, shown by
/// `NavGraphDialogs` in a `.popover` bound to the navigator (a popover on an iPad, as "On iPad, you
/// must present the view controller in a popover"; a sheet where the width is compact). Its
/// `completionWithItemsHandler` runs when the person chose a service or closed the sheet: a service
/// goes to the navigator (`shared(_:result:)`) and the popover's binding is written `false`, as a
/// tap outside it writes it.
struct NavGraphShareView: UIViewControllerRepresentable {
    /// What is shared.
    let items: [Any]
    /// The service the person chose, before the popover closes.
    let shared: @MainActor (NavGraphShareResult) -> Void
    /// Closes the popover.
    let close: @MainActor () -> Void

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let share = UIActivityViewController(activityItems: items, applicationActivities: nil)
        let shared = shared, close = close
        share.completionWithItemsHandler = { activityType, completed, _, _ in
            // Formed on the main actor, it stays there: UIKit runs it on the main thread.
            if let activityType { shared(NavGraphShareResult(activityType: activityType.rawValue, completed: completed)) }
            close()
        }
        return share
    }

    func updateUIViewController(_ share: UIActivityViewController, context: Context) {
        // The items are fixed when the controller is made; other items are a new presentation.
    }
}
#endif
