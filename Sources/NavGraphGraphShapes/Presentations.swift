/// The benchmark's first shape (`GraphShape.presentations`): stacks of 50 screens as the tabs of
/// one tab bar; each route pushes within its stack or presents (embedded in a stack) a screen of
/// the next stack; every third screen takes an ItemID context and every fifth returns a Choice;
/// a sheet of every seventh screen rests at medium and at the height the screen gives
/// (`{ height: app }`), one of every thirteenth else at a height in points and a fraction beside
/// large (`{ height: 320 }`, `{ fraction: 0.4 }`), and the app draws the transition of a presentation of every eleventh
/// (`transition: app`). Each stack's root also presents the system's sheets: a document picker
/// handing back the picked URLs, a photo picker, a Safari view, a share sheet, a web
/// authentication session handing back its callback URL, a mail composer handing back a Choice
/// and a message composer, and leaves the app for the Settings app, hearing whether it opened
/// (eight screens and eight routes more per stack), and each stack flow shows a call above
/// everything, in a stack of its own, that its screen shrinks into picture in picture
/// (`presentation: overlay, shrinks: app`: one screen and one route more per stack); each root
/// also presents an editor, a container flow that takes an ItemID and ends with a Choice, whose
/// one child finishes it (DuckDuckGo's bookmark editor: one flow, one screen and three routes
/// more per stack).
/// Until the shapes, `Scripts/make-large-graph.py` wrote it.
enum Presentations {
    /// `screens` screens and `routes` routes spread over them. With `linksAndUnwinds`, every screen
    /// also has a link (`/s7/{id}` for a screen with a context, `/s8` otherwise) and every screen
    /// an unwind route back to the tab bar. With `steps`, every screen's first route goes on with
    /// its destination's second route (`then: [r1]`, a route of several steps), where the
    /// destination has one, and each stack has the rest of issue 36's routes (`IssueSteps`).
    static func yaml(screens: Int, routes: Int, linksAndUnwinds: Bool = false, steps: Bool = false) -> String {
        let group = 50
        let stacks = (screens + group - 1) / group
        var lines = ["version: 1", "entry: Main", "types:", "  ItemID: Int", "  Choice:", "    cases: [accept, decline]", "screens:"]
        for index in 0..<screens {
            lines.append("  S\(index):")
            if index % 3 == 0 { lines.append("    context: ItemID") }
            if index % 5 == 0 { lines.append("    feedback: Choice") }
            let count = routes / screens + (index < routes % screens ? 1 : 0)
            if linksAndUnwinds { lines.append(index % 3 == 0 ? "    links: [\"/s\(index)/{id}\"]" : "    links: [\"/s\(index)\"]") }
            let start = index - index % group
            if count > 0 || linksAndUnwinds || index == start { lines.append("    routes:") }
            if linksAndUnwinds { lines.append("      home: { to: Main, style: unwind }") }
            if index == start {
                lines.append("      files: { to: Files\(index / group), style: present, feedback: \"[URL]\" }")
                lines.append("      web: { to: Web\(index / group), style: present }")
                lines.append("      share: { to: Share\(index / group), style: present }")
                lines.append("      photos: { to: Photos\(index / group), style: present }")
                lines.append("      signIn: { to: SignIn\(index / group), style: present, feedback: URL }")
                lines.append("      settings: { to: Settings\(index / group), style: present, feedback: Bool }")
                lines.append("      mail: { to: Mail\(index / group), style: present, feedback: Choice }")
                lines.append("      text: { to: Texting\(index / group), style: present }")
                lines.append("      edit: { to: Editor\(index / group), style: present, embed: stack, context: ItemID, feedback: Choice }")
                if steps { lines += IssueSteps.rootRoutes(stack: index / group) }
            }
            for number in 0..<count {
                let target: Int
                let style: String
                if number % 3 == 2 {
                    target = (start + group + (index + number) % group) % screens
                    style = "present, embed: stack"
                } else {
                    target = start + (index - start + 1 + number) % min(group, screens - start)
                    style = "push"
                }
                var extras = ""
                if target % 3 == 0 { extras += ", context: ItemID" }
                if target % 5 == 0 { extras += ", feedback: Choice" }
                if number % 3 == 2, target % 7 == 0 {
                    extras += ", detents: [medium, { height: app }], initialDetent: medium"
                } else if number % 3 == 2, target % 13 == 0 {
                    extras += ", detents: [large, { fraction: 0.4 }, { height: 320 }], initialDetent: { height: 320 }"
                }
                if number % 3 == 2, target % 11 == 0 { extras += ", transition: app" }
                // The destination's second route has no steps of its own: only first routes do.
                if steps, number == 0, routes / screens + (target < routes % screens ? 1 : 0) > 1 { extras += ", then: [r1]" }
                lines.append("      r\(number): { to: S\(target), style: \(style)\(extras) }")
            }
        }
        for stack in 0..<stacks {
            lines.append("  Files\(stack): { kind: documentPicker, feedback: \"[URL]\" }")
            lines.append("  Web\(stack): { kind: safari }")
            lines.append("  Share\(stack): { kind: share }")
            lines.append("  Photos\(stack): { kind: photoPicker }")
            lines.append("  SignIn\(stack): { kind: webAuthentication, feedback: URL }")
            lines.append("  Settings\(stack): { kind: openURL, feedback: Bool }")
            lines.append("  Mail\(stack): { kind: mailComposer, feedback: Choice }")
            lines.append("  Texting\(stack): { kind: messageComposer }")
            lines.append("  Call\(stack): { feedback: Bool }")
            lines.append("  EditorForm\(stack):")
            lines.append("    context: ItemID")
            lines.append("    routes: { save: { to: Editor\(stack), style: finish, feedback: Choice }, cancel: { to: Editor\(stack), style: finish } }")
            if steps { lines += IssueSteps.screens(stack: stack, root: stack * group) }
        }
        lines.append("flows:")
        lines.append("  Main: { kind: tabs, children: [" + (0..<stacks).map { "Stack\($0)" }.joined(separator: ", ") + "] }")
        for stack in 0..<stacks {
            let call = "call: { to: Call\(stack), style: present, presentation: overlay, embed: stack, shrinks: app, feedback: Bool }"
            let push = steps ? IssueSteps.flowPush(start: stack * group, screens: screens) : ""
            lines.append("  Stack\(stack): { kind: stack, root: S\(stack * group), routes: { \(call)\(push) } }")
            if steps { lines.append(IssueSteps.reportFlow(stack: stack)) }
            lines.append("  Editor\(stack): { kind: container, children: [EditorForm\(stack)], context: ItemID, feedback: Choice }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// What the `steps` shape adds to each stack beside `then:` on first routes: the root goes back to
/// the tab selected before (`select` of the tabs flow) and presents a report flow as a form sheet
/// resting at detents, which ends with a Choice or closes itself so that the root presents it
/// again (an unwind that goes on); the stack flow pushes its second screen by a route of its own.
/// Two screens, one flow and five routes more per stack.
enum IssueSteps {
    static func rootRoutes(stack: Int) -> [String] {
        [
            "      previous: { to: Main, style: select }",
            "      report: { to: Report\(stack), style: present, presentation: formSheet, detents: [medium, large], feedback: Choice }",
        ]
    }

    static func screens(stack: Int, root: Int) -> [String] {
        [
            "  Reason\(stack):",
            "    routes: { done: { to: Report\(stack), style: finish, feedback: Choice }, again: { to: S\(root), style: unwind, then: [report] } }",
        ]
    }

    static func reportFlow(stack: Int) -> String {
        "  Report\(stack): { kind: stack, root: Reason\(stack), feedback: Choice }"
    }

    /// `, next: { to: S1, style: push }`: the stack flow's own push of its second screen, with the
    /// context and feedback that screen takes; nothing for a stack of one screen.
    static func flowPush(start: Int, screens: Int) -> String {
        let target = start + 1
        guard target < screens else { return "" }
        let context = target % 3 == 0 ? ", context: ItemID" : ""
        let feedback = target % 5 == 0 ? ", feedback: Choice" : ""
        return ", next: { to: S\(target), style: push\(context)\(feedback) }"
    }
}
