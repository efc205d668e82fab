/// Small conveniences for writing rule examples.
extension AccessibilityElement {
    /// A copy with one property set: `.button("Play", frame: …).with(\.hint, "Plays the video.")`.
    package func with<Value>(_ property: WritableKeyPath<AccessibilityElement, Value>, _ value: Value) -> AccessibilityElement {
        var copy = self
        copy[keyPath: property] = value
        return copy
    }

    /// A copy with `colors` set from hex strings.
    package func with(foreground: String, background: String) -> AccessibilityElement {
        var copy = self
        copy.colors = ElementColors(foreground: RGBAColor(hex: foreground), background: RGBAColor(hex: background))
        return copy
    }
}
