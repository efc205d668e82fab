/// Small conveniences for writing rule examples.
extension AccessibilityElement {
    /// A copy with `hint` set.
    package func with(hint: String?) -> AccessibilityElement {
        var copy = self
        copy.hint = hint
        return copy
    }

    /// A copy with `textStyle` set.
    package func with(textStyle: TextStyle?) -> AccessibilityElement {
        var copy = self
        copy.textStyle = textStyle
        return copy
    }

    /// A copy with `colors` set from hex strings.
    package func with(foreground: String, background: String) -> AccessibilityElement {
        var copy = self
        copy.colors = ElementColors(foreground: RGBAColor(hex: foreground), background: RGBAColor(hex: background))
        return copy
    }

    /// A copy with `traits` set.
    package func with(traits: AccessibilityTraits) -> AccessibilityElement {
        var copy = self
        copy.traits = traits
        return copy
    }

    /// A copy with `value` set.
    package func with(value: String?) -> AccessibilityElement {
        var copy = self
        copy.value = value
        return copy
    }
}
