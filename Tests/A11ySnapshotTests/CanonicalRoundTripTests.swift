import A11ySnapshot
import ExampleScreens
import Testing

@Suite("Canonical round trip")
struct CanonicalRoundTripTests {
    @Test("decode(encode(screen)) == screen for every example screen", arguments: ExampleScreens.all)
    func exampleScreensRoundTrip(screen: AccessibilitySnapshot) throws {
        let bytes = screen.canonicalJSON()
        #expect(try AccessibilitySnapshot(json: bytes) == screen)
    }
}
