/// The kind of user-interface element, named as `XCUIElement.ElementType` names it
/// (lowerCamelCase: `button`, `staticText`, `textField`, …). Snapshot files store the raw value.
///
/// The cases follow `XCUIElement.ElementType` in its declaration order.
public enum ElementType: String, CaseIterable, Hashable, Sendable {
    case any, other, application, group, window, sheet, drawer, alert, dialog, button, radioButton
    case radioGroup, checkBox, disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton
    case popover, keyboard, key, navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow
    case tableColumn, outline, outlineRow, browser, collectionView, slider, pageIndicator
    case progressIndicator, activityIndicator, segmentedControl, picker, pickerWheel, `switch`, toggle
    case link, image, icon, searchField, scrollView, scrollBar, staticText, textField, secureTextField
    case datePicker, textView, menu, menuItem, menuBar, menuBarItem, map, webView, incrementArrow
    case decrementArrow, timeline, ratingIndicator, valueIndicator, splitGroup, splitter
    case relevanceIndicator, colorWell, helpTag, matte, dockItem, ruler, rulerMarker, grid
    case levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab, touchBar, statusItem
}
