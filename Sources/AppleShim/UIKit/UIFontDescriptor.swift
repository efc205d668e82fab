#if os(Linux)
import Foundation

/// NS_SWIFT_SENDABLE (`@unchecked Sendable`); not isolated.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h
@available(iOS 7.0, watchOS 2.0, *)
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `typedef NSString * UIFontDescriptorAttributeName NS_TYPED_ENUM`, renamed by
    /// UIKit.apinotes; a Sendable struct wrapping `String`.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(watchOS 4.0, *)
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIFontDescriptorTextStyleAttribute`. Raw value: the string UIKit reports at run time.
        @available(iOS 7.0, watchOS 2.0, *)
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// `NS_OPTIONS(uint32_t, UIFontDescriptorSymbolicTraits)`, renamed by UIKit.apinotes; the
    /// two traits the adapter reads.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIFontDescriptor.h
    // From: xybp888/iOS-SDKs iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIKit.apinotes
    @available(iOS 7.0, watchOS 2.0, *)
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }

    open private(set) var symbolicTraits: SymbolicTraits
    private let attributes: [AttributeName: Any]

    // Test support: UIFont makes the shim's descriptors.
    init(symbolicTraits: SymbolicTraits, attributes: [AttributeName: Any]) {
        self.symbolicTraits = symbolicTraits
        self.attributes = attributes
        super.init()
    }

    open func object(forKey anAttribute: AttributeName) -> Any? {
        attributes[anAttribute]
    }
}
#endif
