#if canImport(UIKit)
import SwiftUI
import UIKit

extension UIViewController {
    /// Shows a SwiftUI view as this FlowController's content, in a child hosting controller that
    /// replaces the one shown before.
    func host(_ content: some View) {
        for child in children where child is UIHostingController<AnyView> {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        let hosting: UIHostingController<AnyView> = UIHostingController(rootView: AnyView(content))
        addChild(hosting)
        hosting.view.frame = view.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(hosting.view)
        hosting.didMove(toParent: self)
    }
}
#endif
