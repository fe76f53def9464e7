-- One English name for the working desk (issue 26 part 5): the menu said "Working platform" where every other screen
-- says "Workbench". Only the template's own name is changed; a name an administrator gave is kept.
UPDATE menu_resources SET name_en = 'Workbench' WHERE name_en = 'Working platform';
