@testable import A11ySnapshot
import Testing

/// Which nodes of an XCUI tree are accessibility elements when the dump does not say
/// (`debugDescription`, live capture, WDA sources without `accessible`): VoiceOver never enters
/// one, so the views drawing it are not focus stops (docs/IMPORT.md, *What VoiceOver focuses in
/// an XCUI tree*). The trees are shaped like public dumps of iOS 26 SwiftUI screens and a UIKit
/// tab bar app; `Fixtures/SOURCES.md` names them.
@Suite("VoiceOver focus: elements a dump does not mark")
struct XCUIElementInferenceImportTests {
    /// Every element in document order, as `type:label`.
    private func outline(_ body: String) throws -> [String] {
        XCUIFocusImportTests.outline(try XCUIFocusImportTests.importing(body).elements)
    }

    private static func text(_ label: String, y: Int) -> String {
        #"<XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="\#(label)" name="\#(label)" label="\#(label)" x="92" y="\#(y)" width="90" height="21" traits="StaticText"/>"#
    }

    @Test("a SwiftUI toggle is one focus stop: its title, its second line and its knob are not")
    func toggleWithSubtitleIsOneStop() throws {
        // Daybreak's habit rows (WDA, traits, no accessible): a labelled Switch around two texts
        // and the unlabelled knob Switch.
        let outline = try outline("""
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="habit_water" label="Drink water" x="92" y="408" width="276" height="39" traits="ToggleButton, Button">
              \(Self.text("Drink water", y: 408))
              \(Self.text("8 glasses", y: 430))
              <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" x="307" y="413" width="63" height="29" traits="ToggleButton, Button"/>
            </XCUIElementTypeSwitch>
            """)
        #expect(outline == ["switch:Drink water"])
    }

    @Test("a button is one focus stop, whatever texts draw it, and keeps its value")
    func buttonWithSeveralTextsIsOneStop() throws {
        // Daybreak's paywall plans: a Button labelled "Weekly", valued by the app, drawn by an
        // image and four texts.
        let snapshot = try ImportExpectations.snapshot(Array("""
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="$2.99 / week" name="plan_weekly" label="Weekly" x="20" y="464" width="362" height="65" traits="Button">
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="circle" label="circle" x="38" y="485" width="23" height="24" traits="Image"/>
              \(Self.text("Weekly", y: 477))
              \(Self.text("Billed every week", y: 500))
              \(Self.text("$2.99", y: 476))
            </XCUIElementTypeButton>
            """.utf8), with: AppiumXMLReader.self)
        #expect(XCUIFocusImportTests.outline(snapshot.elements) == ["button:Weekly"])
        #expect(snapshot.elements.first?.value == "$2.99 / week")
    }

    @Test("a plain view with a label and a value is one focus stop: its day letters and checkmarks are not")
    func labelAndValueMakeAnElement() throws {
        // Daybreak's "Last 7 days" (traits="" on the view: it states no trait, yet the app gave it
        // a label and a value).
        let outline = try outline("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" value="6 of 7 done" name="Last 7 days" label="Last 7 days" x="20" y="251" width="362" height="83" traits="">
              \(Self.text("T", y: 265))
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="checkmark" label="Selected" x="41" y="298" width="10" height="11" traits="Selected, Image"/>
              \(Self.text("W", y: 265))
            </XCUIElementTypeOther>
            """)
        #expect(outline == ["other:Last 7 days"])
    }

    @Test("a plain view labelled by the app over a text it does not repeat is one focus stop with that label")
    func appLabelOverDifferentTextIsAnElement() throws {
        // Daybreak's progress ring: "0 of 3 done" over the drawn "0/3". React Native would have
        // joined "0/3" as it is, so this label is not a synthesized one.
        let outline = try outline("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="0 of 3 done" label="0 of 3 done" x="315" y="162" width="54" height="54" traits="">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="0/3" name="0/3" label="0/3" x="330" y="181" width="24" height="16" traits="StaticText"/>
            </XCUIElementTypeOther>
            """)
        #expect(outline == ["other:0 of 3 done"])
    }

    @Test("in debugDescription, a labelled view over a text and an image is one focus stop")
    func debugDescriptionLabelledViewIsOneStop() throws {
        // TestPilot's test app (supertestpilot's README): the sponsor line, lowercase "sponsor"
        // against the image's "Sponsor", so the label is the app's, not its children's joined.
        let snapshot = try ImportExpectations.snapshot(Array("""
            Element subtree:
             →Application, 0x600000001, pid: 4242, label: 'Test App'
                Window (Main), 0x600000002, {{0.0, 0.0}, {393.0, 852.0}}
                  Other, 0x600000003, {{203.5, 71.8}, {169.5, 14.3}}, label: 'App presented by sponsor'
                    StaticText, 0x600000004, {{203.5, 71.8}, {110.0, 14.3}}, label: 'App presented by'
                    Image, 0x600000005, {{316.0, 71.8}, {56.0, 14.3}}, label: 'Sponsor'
            """.utf8), with: XCUIDebugDescriptionReader.self)
        #expect(XCUIFocusImportTests.outline(snapshot.elements) == ["other:App presented by sponsor"])
    }

    @Test("a labelled view holding buttons is a container: VoiceOver reaches its buttons")
    func labelledViewHoldingButtonsIsAContainer() throws {
        // Instagram's comment row (appium-ios-xml/instagram-fetchbites-v2-d6c1d3f.xml) without
        // its accessible attributes: the row's labelled view holds the comment and its buttons.
        let outline = try outline("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="santosels said, Great, Unselected" label="santosels said, Great, Unselected" x="0" y="335" width="428" height="81">
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="santosels said, Great" name="santosels said, Great" label="santosels said, Great" x="53" y="349" width="319" height="37"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="comment-like-button" label="Like comment" x="372" y="335" width="56" height="49"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="Reply to this comment" label="Reply to this comment" x="45" y="387" width="45" height="17"/>
            </XCUIElementTypeOther>
            """)
        #expect(outline == ["other:santosels said, Great, Unselected", "staticText:santosels said, Great", "button:Like comment",
                            "button:Reply to this comment"])
    }

    @Test("a labelled view holding buttons is a named group, no focus stop: the rules judge its buttons, not it")
    func labelledViewHoldingButtonsIsANamedGroup() throws {
        // A grouping benchmark's SwiftUI row (grandbig/ios-accessibility-agent-benchmark,
        // swiftui-grouping.txt): a labelled view over two texts and a button.
        let snapshot = try XCUIText.snapshot(ofWindowHolding: """
                  Other, 0x2, {{16.0, 668.5}, {343.0, 109.5}}, label: 'Group D summary'
                    StaticText, 0x3, {{32.0, 684.5}, {76.0, 20.5}}, label: 'Title D'
                    Button, 0x4, {{32.0, 727.5}, {68.0, 34.5}}, identifier: 'group.D.button', label: 'Action D'
            """)
        let group = try #require(snapshot.elements.first)
        #expect(group.container == .semanticGroup)
        #expect(group.children.map(\.label) == ["Title D", "Action D"])
    }

    @Test("a labelled view holding labelled views is a container: each of them is an element")
    func labelledViewHoldingLabelledViewsIsAContainer() throws {
        // shirates' Japanese calendar (appium-ios-xml/shirates-calendar-ja-390x844.xml) without
        // its accessible attributes: the day view, labelled with its date, holds the hour slots.
        let outline = try outline("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="12月15日 金曜日" label="12月15日 金曜日" x="0" y="179" width="390" height="582">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="12:00" label="12:00" x="51" y="179" width="339" height="51"/>
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="13:00" label="13:00" x="51" y="230" width="339" height="51"/>
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="垂直スクロールバー, 3ページ" label="垂直スクロールバー, 3ページ" value="100%" x="357" y="179" width="30" height="582"/>
            </XCUIElementTypeOther>
            """)
        #expect(outline == ["other:12月15日 金曜日", "other:12:00", "other:13:00"])
    }

    @Test("Japanese and Chinese scroll indicators are recognised as scroll indicators")
    func eastAsianScrollIndicators() {
        #expect(VoiceOverFocus.isScrollIndicatorLabel("垂直スクロールバー, 3ページ"))
        #expect(VoiceOverFocus.isScrollIndicatorLabel("水平スクロールバー, 1ページ"))
        #expect(!VoiceOverFocus.isScrollIndicatorLabel("垂直スクロールバーの設定"))
        // A WeChat wizard's old WDA source, in simplified Chinese.
        #expect(VoiceOverFocus.isScrollIndicatorLabel("垂直滚动条, 1页"))
        #expect(VoiceOverFocus.isScrollIndicatorLabel("水平滚动条, 12页"))
        #expect(!VoiceOverFocus.isScrollIndicatorLabel("垂直滚动条设置"))
    }

    @Test("React Native's joined label still flattens: its children's labels are in it letter for letter")
    func reactNativeJoinedLabelStillFlattens() throws {
        let outline = try outline("""
            <XCUIElementTypeOther type="XCUIElementTypeOther" name="Username Username" label="Username Username" x="16" y="200" width="370" height="60">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="Username" label="Username" x="16" y="200" width="370" height="20"/>
              <XCUIElementTypeTextField type="XCUIElementTypeTextField" name="username-input" x="16" y="220" width="370" height="40"/>
            </XCUIElementTypeOther>
            """)
        #expect(outline == ["other:Username", "textField:"])
    }

    /// A UIKit cell with a `UISwitch` accessory, as an old WDA source of a WeChat settings page
    /// and shirates' Settings > Keyboards show it: the cell states the switch's value.
    private static func switchRow(cellValue: String) -> String {
        """
        <XCUIElementTypeCell type="XCUIElementTypeCell" \(cellValue) enabled="true" visible="true" x="0" y="115" width="375" height="44">
          <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" value="Use My Location" name="Use My Location" label="Use My Location" x="15" y="126" width="139" height="22"/>
          <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="0" name="Use My Location" label="Use My Location" x="309" y="122" width="51" height="31"/>
        </XCUIElementTypeCell>
        """
    }

    @Test("a cell stating its switch's value is one focus stop with the switch's role")
    func cellWithAccessorySwitchIsOneStop() throws {
        let snapshot = try ImportExpectations.snapshot(Array(Self.switchRow(cellValue: #"value="0""#).utf8), with: AppiumXMLReader.self)
        #expect(XCUIFocusImportTests.outline(snapshot.elements) == ["cell:Use My Location"])
        #expect(snapshot.elements.first?.value == "0")
        #expect(snapshot.elements.first?.traits == [.button, .toggleButton])
    }

    @Test("a cell that does not state its switch's value keeps the switch as an element of its own")
    func cellWithoutTheSwitchValueKeepsTheSwitch() throws {
        let outline = try outline(Self.switchRow(cellValue: ""))
        #expect(outline == ["staticText:Use My Location", "switch:Use My Location"])
    }

    @Test("a selected button's value \"1\" is XCTest's selection, which the Selected trait holds; a switch's stays")
    func selectedTabValueIsTheSelection() throws {
        // The iOS 26 SwiftUI tab bar of the tab-view fixture app (WDA, traits).
        let snapshot = try XCUIFocusImportTests.importing("""
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" name="Tab Bar" label="Tab Bar" x="0" y="791" width="402" height="83" traits="">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="sun.max" label="Today" x="68" y="795" width="94" height="54" traits="Button"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="calendar" label="Week" x="154" y="795" width="94" height="54" traits="Selected, Button"/>
            </XCUIElementTypeTabBar>
            <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" value="1" name="Alerts" label="Alerts" x="20" y="300" width="362" height="44" traits="ToggleButton, Button"/>
            """)
        let elements = snapshot.allElements
        let week = try #require(elements.first { $0.label == "Week" })
        #expect(week.value == nil && week.traits.contains(.selected))
        #expect(elements.first { $0.label == "Alerts" }?.value == "1")
    }

    @Test("in a source without traits, a button valued \"1\" is the selected one and the others are not")
    func untraitedSelectedButtonIsSelected() throws {
        // Apple Health's tab bar in an old WDA source (2018): no traits, no accessible, and the
        // selected tab "今天" valued "1"; a car-service app's pager, whose current dot is valued "1".
        let snapshot = try XCUIFocusImportTests.importing("""
            <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" enabled="true" visible="true" x="0" y="729" width="375" height="83">
              <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="今天" label="今天" enabled="true" visible="true" x="2" y="730" width="90" height="48"/>
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="健康数据" label="健康数据" enabled="true" visible="true" x="96" y="730" width="90" height="48"/>
            </XCUIElementTypeTabBar>
            <XCUIElementTypeButton type="XCUIElementTypeButton" value="1" name="loading sign nonsel" label="loading sign nonsel" enabled="true" visible="true" x="150" y="600" width="10" height="10"/>
            <XCUIElementTypeButton type="XCUIElementTypeButton" name="loading sign nonsel" label="loading sign nonsel" enabled="true" visible="true" x="166" y="600" width="10" height="10"/>
            """)
        let elements = snapshot.allElements.filter { $0.type == .button }
        #expect(elements.map(\.label) == ["今天", "健康数据", "loading sign nonsel", "loading sign nonsel"])
        #expect(elements.map { $0.traits.contains(.selected) } == [true, false, true, false])
        #expect(elements.allSatisfy { $0.value == nil })
    }

    @Test("in web content a labelled group is a container VoiceOver enters: its content stays")
    func webGroupStaysAContainer() throws {
        let outline = try outline("""
            <XCUIElementTypeWebView type="XCUIElementTypeWebView" x="0" y="100" width="402" height="700">
              <XCUIElementTypeOther type="XCUIElementTypeOther" name="navigation" label="navigation" x="0" y="100" width="402" height="60">
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="Home" label="Home" x="16" y="110" width="60" height="40" accessible="true"/>
                <XCUIElementTypeLink type="XCUIElementTypeLink" name="News" label="News" x="96" y="110" width="60" height="40" accessible="true"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeWebView>
            """)
        #expect(outline.suffix(2) == ["link:Home", "link:News"])
    }
}
