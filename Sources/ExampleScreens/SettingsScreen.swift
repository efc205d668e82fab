import A11ySnapshot

extension ExampleScreens {
    /// A settings list: a navigation title, a section header, switches (one dimmed), a cell with a
    /// value and a disclosure, and a slider.
    public static let settings = AccessibilitySnapshot(name: "ExampleScreens/settings", viewport: phoneViewport, elements: [
        .header("Settings", frame: Frame(16, 96, 361, 41)),
        .container(.list, identifier: "settings.list", frame: Frame(0, 150, 393, 520), [
            .header("Connectivity", frame: Frame(20, 158, 353, 18)),
            .toggle("Wi-Fi", isOn: true, identifier: "settings.wifi", frame: Frame(16, 184, 361, 44)),
            .toggle("Bluetooth", isOn: false, identifier: "settings.bluetooth", frame: Frame(16, 228, 361, 44)),
            .toggle("Personal Hotspot", isOn: false, identifier: "settings.hotspot",
                    frame: Frame(16, 272, 361, 44), isEnabled: false),
            .header("Display", frame: Frame(20, 340, 353, 18)),
            .button("Text Size", value: "Large", hint: "Opens text size options.", identifier: "settings.textSize",
                    frame: Frame(16, 366, 361, 44)),
            .adjustable("Brightness", value: "70%", identifier: "settings.brightness", frame: Frame(16, 410, 361, 44)),
            AccessibilityElement(label: "Dark Mode", value: "Automatic", traits: .button, frame: Frame(16, 454, 361, 44),
                                 identifier: "settings.darkMode", type: .cell,
                                 customActions: ["Always Dark", "Always Light"]),
        ]),
    ])
}
