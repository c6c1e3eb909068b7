#if canImport(UIKit)
import UIKit

/// The shop's screens lay out their views in one place.
enum ShopLayout {
    /// A vertical stack of `views` with the system's spacing, aligned to the top.
    @MainActor
    static func column(_ views: [UIView]) -> UIView {
        let stack = UIStackView(arrangedSubviews: views + [UIView()])
        stack.axis = .vertical
        stack.spacing = 16
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        return stack
    }
}

extension UIViewController {
    /// Makes `content` fill the view, with a system background.
    func fill(with content: UIView) {
        view.backgroundColor = .systemBackground
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
    }
}
#endif
