#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIAccessibilityContainer.h
extension NSObject {
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityElements: [Any]? {
        get { AccessibilityPropertyStorage.existing(for: self)?.elements }
        set { AccessibilityPropertyStorage.storage(for: self).elements = newValue }
    }

    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    @MainActor public var accessibilityContainerType: UIAccessibilityContainerType {
        get { AccessibilityPropertyStorage.existing(for: self)?.containerType ?? .none }
        set { AccessibilityPropertyStorage.storage(for: self).containerType = newValue }
    }

    /// A class implements it by overriding; Swift on Linux cannot override an extension member,
    /// so a test class adopts ``UIAccessibilityIndexedContainer`` and this forwards to it.
    /// Otherwise: the count of `accessibilityElements`, or 0.
    @available(watchOS, unavailable)
    @MainActor public func accessibilityElementCount() -> Int {
        if let container = self as? UIAccessibilityIndexedContainer { return container.overriddenAccessibilityElementCount() }
        return accessibilityElements?.count ?? 0
    }

    @available(watchOS, unavailable)
    @MainActor public func accessibilityElement(at index: Int) -> Any? {
        if let container = self as? UIAccessibilityIndexedContainer { return container.overriddenAccessibilityElement(at: index) }
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    @available(watchOS, unavailable)
    @MainActor public func index(ofAccessibilityElement element: Any) -> Int {
        if let container = self as? UIAccessibilityIndexedContainer { return container.overriddenIndex(ofAccessibilityElement: element) }
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }
}

// Test support: how a test class stands for a UIKit container that overrides the indexed
// UIAccessibilityContainer methods (Swift on Linux cannot override a member declared in an
// extension); the NSObject methods above forward to these.
@MainActor
public protocol UIAccessibilityIndexedContainer: AnyObject {
    func overriddenAccessibilityElementCount() -> Int
    func overriddenAccessibilityElement(at index: Int) -> Any?
    func overriddenIndex(ofAccessibilityElement element: Any) -> Int
}
#endif
