import Foundation

/// WCAG 2 contrast: relative luminance of sRGB colours and the ratio between two of them.
enum ContrastRatio {
    /// The ratio (1…21) of `foreground` drawn on `background`. A translucent foreground is
    /// blended over the background; a translucent background over white.
    static func of(_ foreground: RGBAColor, on background: RGBAColor) -> Double {
        let white = (1.0, 1.0, 1.0)
        let back = blend(components(background), alpha: Double(background.alpha) / 255, over: white)
        let front = blend(components(foreground), alpha: Double(foreground.alpha) / 255, over: back)
        let (l1, l2) = (luminance(front), luminance(back))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    private static func components(_ color: RGBAColor) -> (Double, Double, Double) {
        (Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
    }

    private static func blend(_ color: (Double, Double, Double), alpha: Double,
                              over base: (Double, Double, Double)) -> (Double, Double, Double) {
        (color.0 * alpha + base.0 * (1 - alpha), color.1 * alpha + base.1 * (1 - alpha), color.2 * alpha + base.2 * (1 - alpha))
    }

    /// WCAG's relative luminance of an sRGB colour (channels 0…1).
    static func luminance(_ color: (Double, Double, Double)) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.0) + 0.7152 * linear(color.1) + 0.0722 * linear(color.2)
    }
}
