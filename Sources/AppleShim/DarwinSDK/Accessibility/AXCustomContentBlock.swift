// AXCustomContentProvider's iOS 17 optional property, which the Linux shim leaves out (the adapter
// reads it on Apple platforms only). Swift sees an optional requirement of an optional block type
// as a doubly optional value when read through the protocol; without the Objective-C runtime an
// optional requirement cannot be declared, so a protocol-extension property of that type stands
// in for reading it.
// From: Averyy/apple-dev-docs Accessibility/axcustomcontentprovider/accessibilitycustomcontentblock.md
// From: dotnet/macios src/accessibility.cs (the binding's availability: iOS 17, Mac Catalyst 17, macOS 14, tvOS 17, watchOS 10)
import Foundation

/// `typedef NSArray<AXCustomContent *> * _Nullable (^AXCustomContentReturnBlock)(void)`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public typealias AXCustomContentReturnBlock = () -> [AXCustomContent]?

extension AXCustomContentProvider {
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var accessibilityCustomContentBlock: AXCustomContentReturnBlock?? { fatalError() }
}
