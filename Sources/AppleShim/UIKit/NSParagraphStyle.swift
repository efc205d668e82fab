#if os(Linux)
import Foundation

// NSParagraphStyle.h is in NS_HEADER_AUDIT_BEGIN(nullability, sendability) and the classes are
// not NS_SWIFT_SENDABLE, so Swift marks them @_nonSendable(_assumed): not Sendable. Not isolated.
// UIKit's NSParagraphStyle.h and NSAttributedString.h declare these under
// `#if UIKIT_HAS_UIFOUNDATION_SYMBOLS && !TARGET_OS_OSX`; UIKitDefines.h defines
// UIKIT_HAS_UIFOUNDATION_SYMBOLS as TARGET_OS_IPHONE when built with modules (macOS has them in
// AppKit instead).

#if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(Linux)

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSParagraphStyle.h
@available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSParagraphStyle: NSObject {
    // Test support: the values the getters report (what NSMutableParagraphStyle's setters set).
    var values = (lineSpacing: CGFloat(0), paragraphSpacing: CGFloat(0), minimumLineHeight: CGFloat(0),
                  maximumLineHeight: CGFloat(0), lineHeightMultiple: CGFloat(0))

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSParagraphStyle.h
@available(*, unavailable)
extension NSParagraphStyle: Sendable {}

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSParagraphStyle.h
@available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
}

// NSKernAttributeName / NSParagraphStyleAttributeName are NSAttributedStringKey constants in
// UIKit (Foundation on Linux lacks them); Swift drops the "AttributeName" suffix.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/NSAttributedString.h
extension NSAttributedString.Key {
    /// Shim value: the constant's string at run time.
    @available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let kern = NSAttributedString.Key("NSKern")
    /// Shim value: the constant's string at run time.
    @available(macOS 10.0, iOS 6.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
#endif
#endif
