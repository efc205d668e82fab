/// Small conveniences for writing rule examples.
extension AccessibilityElement {
    /// A copy with `hint` set.
    func with(hint: String?) -> AccessibilityElement {
        var copy = self
        copy.hint = hint
        return copy
    }

    /// A copy with `textStyle` set.
    func with(textStyle: TextStyle?) -> AccessibilityElement {
        var copy = self
        copy.textStyle = textStyle
        return copy
    }

    /// A copy with `colors` set from hex strings.
    func with(foreground: String, background: String) -> AccessibilityElement {
        var copy = self
        copy.colors = ElementColors(foreground: RGBAColor(hex: foreground), background: RGBAColor(hex: background))
        return copy
    }

    /// A copy with `traits` set.
    func with(traits: AccessibilityTraits) -> AccessibilityElement {
        var copy = self
        copy.traits = traits
        return copy
    }

    /// A copy with `value` set.
    func with(value: String?) -> AccessibilityElement {
        var copy = self
        copy.value = value
        return copy
    }
}
