import A11ySnapshot

/// A screen built to break every rule exactly once, and nothing else: each text element carries
/// good text data (colours, a Dynamic Type style, WCAG spacing, no line limit) so the text rules
/// run everywhere and fail only where meant to. The end-to-end tests of the engine and of
/// `a11ysnap check` use it; so can a demo.
package enum EveryRuleScreen {
    package static let snapshot = AccessibilitySnapshot(name: "EveryRule", viewport: Frame(0, 0, 393, 2600), elements: elements)

    /// One entry per row, stacked top to bottom with 10 pt between rows. No element is a header
    /// (header-missing).
    package static let elements: [AccessibilityElement] = {
        var rows: [[AccessibilityElement]] = [
            [.button("", frame: wide)],                                          // label-missing
            [.button("X", frame: wide)],                                         // label-too-short
            // label-too-long, narrower than the wide buttons around it: in a column of one width it would be a list's item.
            [.button("Save all of the changes you made to this document", frame: Frame(16, 0, 300, 48))],
            [.button("SUBMIT", frame: wide)],                                    // label-all-caps
            [.button("continue shopping", frame: wide)],                         // label-not-capitalized
            [.button("Save draft.", frame: wide)],                               // label-trailing-period
            [.button("Add button", frame: wide)],                                // label-contains-role
            [.link("Learn more", frame: wide)],                                  // label-non-descriptive
            [.button("checkoutAction", frame: wide)],                            // label-looks-like-identifier
            [.button("Edit profile", frame: wide)],                              // label-duplicated (1 of 2)
            [.button("Inbox, Inbox", frame: wide)],                              // label-repeats-itself
            [.button("Inbox, double tap to open", frame: wide)],                 // label-names-gesture
            [.textField("", placeholder: "Name", frame: wide)],                  // placeholder-as-label
            [.button("Send code", frame: wide).with(\.visibleText, "Get code")],   // label-not-visible-text
            [.image("Picture of the harbour", frame: wide)],                     // image-label-redundant
            [.image("Hero.png", frame: wide)],                                   // image-label-filename
            [.button("Play", hint: "", frame: wide)],                            // hint-empty
            [.button("Pause", hint: "pauses the song.", frame: wide)],           // hint-not-capitalized
            [.button("Skip", hint: "Skips the song", frame: wide)],              // hint-missing-period
            [.button("Repeat", hint: "Repeat the song.", frame: wide)],          // hint-repeats-label
            [.button("Queue", hint: "This button lists the songs.", frame: wide)], // hint-contains-role
            [.button("Shuffle", hint: "Tap to mix the songs.", frame: wide)],    // hint-names-gesture
            [.button("Terms", frame: wide).with(\.traits, [.button, .link])],      // traits-conflicting
            [.button("Share", frame: wide).with(\.traits, [])],                    // button-missing-trait
            [AccessibilityElement(label: "Events", traits: .selected, frame: wide, type: .other)], // selected-missing-role
            [.image("Company logo", frame: wide).with(\.traits, [])],              // image-missing-trait
            [.adjustable("Volume", value: "", frame: wide)],                     // adjustable-missing-value
            [.toggle("Wi-Fi", isOn: true, frame: wide).with(\.value, nil)],        // toggle-missing-state
            [                                                                    // target-size-minimum
                .button("Underline", frame: Frame(16, 0, 44, 44)),
                .button("Bold", frame: Frame(61, 12, 20, 20)),                   // 1 pt away: crowded
            ],
            [                                                                    // controls-too-close,
                .button("Undo", frame: Frame(16, 0, 44, 44)),                    // target-size-recommended
                .button("Redo", frame: Frame(64, 0, 44, 40)),                    // 4 pt away, 40 pt tall
            ],
            [.staticText("Beta", frame: Frame(16, 0, 40, 10))],                  // element-too-small
            [.button("Retry", frame: Frame(200, 0, 0, 0))],                      // element-zero-size
            [                                                                    // controls-overlap
                .button("Open article", frame: Frame(16, 0, 361, 88)),
                .button("Close", frame: Frame(333, 0, 44, 44)),
            ],
            [.button("Log in", frame: wide, isEnabled: false)],                  // element-disabled
            [.staticText("Terms apply", frame: wide).with(foreground: "#AAAAAA", background: "#FFFFFF")], // text-contrast
            [.staticText("Fine print", frame: wide).with(\.textStyle, TextStyle(size: 17, dynamicType: .body, lineHeight: 20,
                                                                           letterSpacing: 3, paragraphSpacing: 34, numberOfLines: 0))], // text-spacing
            [.staticText("Summary", frame: wide).with(\.textStyle, goodStyle(lines: 1))], // text-may-truncate
            [.staticText("Upload 80%", frame: Frame(16, 0, 120, 22)), .staticText("complete", frame: Frame(140, 0, 100, 22))], // text-split-sentence
            [.staticText("Order total", frame: wide).with(\.textStyle, TextStyle(size: 17, lineHeight: 26, letterSpacing: 3,
                                                                            paragraphSpacing: 34, numberOfLines: 0))], // dynamic-type-unsupported
            [.textField("Email", frame: wide, textContentType: "emailAddress", keyboardType: .default)], // keyboard-content-type-mismatch
            [.button("Edit profile", frame: wide)],                              // label-duplicated (2 of 2)
        ]
        var y = 10.0
        for index in rows.indices {
            let height = rows[index].map { $0.frame.maxY }.max() ?? 0
            rows[index] = rows[index].map { $0.offset(by: y) }
            y += max(height, 1) + 10
        }
        // element-offscreen: above the viewport.
        rows.append([AccessibilityElement.staticText("Saved", frame: Frame(16, -100, 361, 44))])
        // label-decorative-symbol: after the others, so that no earlier element's path moves.
        rows.append([AccessibilityElement.button("Playlists, ›", frame: Frame(16, y, 361, 44))])
        // image-label-repeats-text: last, for the same reason.
        rows.append([AccessibilityElement.image("Harbour at dusk", frame: Frame(16, y + 54, 361, 120)),
                     AccessibilityElement.staticText("Harbour at dusk", frame: Frame(16, y + 184, 361, 44))])
        return rows.flatMap { $0 }.map(\.withGoodText)
    }()

    private static let wide = Frame(16, 0, 361, 44)

    static func goodStyle(lines: Int = 0) -> TextStyle {
        TextStyle(size: 17, dynamicType: .body, lineHeight: 26, letterSpacing: 3, paragraphSpacing: 34, numberOfLines: lines)
    }
}

private extension AccessibilityElement {
    func offset(by dy: Double) -> Self {
        var copy = self
        copy.frame = Frame(frame.x, frame.y + dy, frame.width, frame.height)
        return copy
    }

    /// Fills in text data that passes every text rule where the element has none of its own.
    var withGoodText: Self {
        var copy = self
        if copy.textStyle == nil { copy.textStyle = EveryRuleScreen.goodStyle() }
        if copy.colors == nil {
            copy.colors = ElementColors(foreground: RGBAColor(hex: "#000000"), background: RGBAColor(hex: "#FFFFFF"))
        }
        return copy
    }
}
