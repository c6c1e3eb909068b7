#if canImport(UIKit)
import SwiftUI
import UIKit

extension UIViewController {
    /// Shows a SwiftUI view as this FlowController's content, in a child hosting controller.
    func host(_ content: some View) {
        let hosting = UIHostingController(rootView: content)
        addChild(hosting)
        hosting.view.frame = view.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(hosting.view)
        hosting.didMove(toParent: self)
    }
}
#endif
