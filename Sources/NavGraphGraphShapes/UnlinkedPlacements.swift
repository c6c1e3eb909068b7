/// `GraphShape.placements`: stacks of 50 screens under a tab bar, each screen pushing the next
/// with an ID but the last, which only its placement shows, and every screen placed without a
/// URL: each root where it shows, each odd screen in its stack (`placement: { in: ... }`), each
/// even one as a chain through the screen before it (`placement: { through: [...] }`, every other
/// one through a screen whose enum context it opens with a case: `{ screen, case: item }`), which the
/// generated `open<Screen>` functions open; and each stack, a tab, opened by destination as it is.
enum UnlinkedPlacements {
    static func yaml(screens: Int) -> String {
        let group = 50
        let stacks = max(1, (screens + group - 1) / group)
        var lines = ["version: 1", "entry: Main", "types:", "  ItemID: Int", "  Pick: { cases: [{ item: ItemID }, all] }", "screens:"]
        // Every other odd screen takes a `Pick`, so that the even one after it opens as a chain
        // through it with its case `item` (`openS2(_:item:)`).
        func context(_ inStack: Int) -> String { inStack % 4 == 1 ? "Pick" : "ItemID" }
        for number in 0..<stacks * group {
            let (stack, inStack) = (number / group, number % group)
            lines.append("  S\(number):")
            if inStack > 0 { lines.append("    context: \(context(inStack))") }
            switch inStack {
            case 0: lines.append("    placement: {}")
            case let odd where odd % 2 == 1: lines.append("    placement: { in: Stack\(stack) }")
            case let even where even % 4 == 2: lines.append("    placement: { through: [{ screen: S\(number - 1), case: item }] }")
            default: lines.append("    placement: { through: [S\(number - 1)] }")
            }
            // The last screen of the stack (odd, placed in it) is pushed by nothing else.
            if inStack < group - 2 { lines += ["    routes:", "      next: { to: S\(number + 1), style: push, context: \(context(inStack + 1)) }"] }
        }
        // Each tab opens by destination as it is (`placement:` on the stack flow).
        let flows = GraphShape.tabbedStacks(stacks, group: group).map { $0.hasPrefix("  Stack") ? String($0.dropLast(2)) + ", placement: {} }" : $0 }
        return (lines + flows).joined(separator: "\n") + "\n"
    }
}
