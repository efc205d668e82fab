/// The judgements of every violation `check` reports on issue 30's fixtures
/// (``ScreenReaderFixtures``), judged as the corpus's are (``PrecisionJudgements``): real when a
/// screen-reader user meets the problem the rule describes on that screen.
enum ScreenReaderFixtureJudgements {
    private static func J(_ file: String, _ rule: String, _ element: String, _ label: String, _ isReal: Bool, _ why: String) -> PrecisionJudgements.Judgement {
        PrecisionJudgements.Judgement(file: file, rule: rule, element: element, label: label, isReal: isReal, why: why)
    }

    static let all: [PrecisionJudgements.Judgement] = [
        J("appium-xml/web-secure-area.xml", "target-size-recommended", "3", "Logout", true, "a web link 54 × 18 pt: a small target"),
        J("appium-xml/web-secure-area.xml", "target-size-recommended", "5", "Elemental Selenium", false,
          "re-judged: a link inside the line \"Powered by Elemental Selenium\", which WCAG 2.5.5's and 2.5.8's inline exception lets the line's height size"),
        J("uiautomator-xml/not-important-form.xml", "placeholder-as-label", "2", "", true, "a field whose only name is its hint"),
        J("uiautomator-xml/not-important-form.xml", "placeholder-as-label", "3", "", true, "a field whose only name is its hint"),
        J("uiautomator-xml/row-around-field.xml", "placeholder-as-label", "1", "", true, "the caption TalkBack cannot see leaves the hint as the only name"),
        J("uiautomator-xml/row-around-field.xml", "placeholder-as-label", "2", "", true, "the caption TalkBack cannot see leaves the hint as the only name"),
        J("uiautomator-xml/compose-fields-and-slider.xml", "label-missing", "4", "", true, "a slider with no name: the \"Text size\" text beside it is not its label"),
        J("uiautomator-xml/react-native-test-ids.xml", "label-looks-like-identifier", "0", "Login-screen", true, "a testID read as the screen's description"),
        J("uiautomator-xml/react-native-test-ids.xml", "label-looks-like-identifier", "0.1", "input-email", true, "a testID read as the field's name"),
        J("uiautomator-xml/react-native-test-ids.xml", "label-looks-like-identifier", "0.2", "button-LOGIN", true, "a testID read as the button's name"),
        J("uiautomator-xml/capital-codes.xml", "label-all-caps", "4", "BUY NOW", true, "words in capitals, not codes"),
        J("appium-xml/react-native-login.xml", "placeholder-as-label", "1", "Username", true, "a React Native field with a testID and a placeholder only: UIKit reads the placeholder as its label"),
        J("appium-xml/react-native-login.xml", "placeholder-as-label", "2", "Password", true, "a secure field named only by its placeholder, which vanishes as the password is typed"),
    ]
}
