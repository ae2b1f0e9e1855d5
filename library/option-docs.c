/* option-docs.c — writes the documentation of ShyHeaderView's option properties, for
 * g-ir-scanner (scripts/build-library.sh compiles it against the freshly built library).
 *
 * The option properties are made from the library's option tables, so their names, ranges,
 * defaults and help lines are read here from the registered type rather than written a
 * second time in shybar.h. An option property carries its title as nick; the other
 * properties have none and are documented in shybar.h.
 */
#include <shybar.h>
#include <stdio.h>

static void
print_value (const GValue *value)
{
  if (G_VALUE_HOLDS_DOUBLE (value))
    printf ("%g", g_value_get_double (value));
  else if (G_VALUE_HOLDS_BOOLEAN (value))
    printf ("%s", g_value_get_boolean (value) ? "%TRUE" : "%FALSE");
  else if (G_VALUE_HOLDS_ENUM (value))
    {
      GEnumClass *klass = g_type_class_ref (G_VALUE_TYPE (value));
      GEnumValue *item = g_enum_get_value (klass, g_value_get_enum (value));
      printf ("%%%s", item ? item->value_name : "0");
      g_type_class_unref (klass);
    }
}

int
main (void)
{
  GObjectClass *klass = g_type_class_ref (SHY_TYPE_HEADER_VIEW);
  guint count = 0;
  GParamSpec **specs = g_object_class_list_properties (klass, &count);
  GHashTable *enums = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < count; i++)
    {
      GParamSpec *spec = specs[i];
      const char *name = g_param_spec_get_name (spec);
      if (spec->owner_type != SHY_TYPE_HEADER_VIEW || g_strcmp0 (g_param_spec_get_nick (spec), name) == 0)
        continue;
      printf ("/**\n * ShyHeaderView:%s:\n *\n * %s: %s.", name, g_param_spec_get_nick (spec), g_param_spec_get_blurb (spec));
      if (G_IS_PARAM_SPEC_DOUBLE (spec))
        printf (" From %g to %g.", G_PARAM_SPEC_DOUBLE (spec)->minimum, G_PARAM_SPEC_DOUBLE (spec)->maximum);
      printf (" Default: ");
      print_value (g_param_spec_get_default_value (spec));
      printf (".\n */\n");
      if (G_IS_PARAM_SPEC_ENUM (spec))
        g_hash_table_add (enums, GSIZE_TO_POINTER (spec->value_type));
    }

  /* The enum types of choice options, with their values, for the ones shybar.h does not
   * declare itself (ShyRevealPolicy and ShySnapPolicy have typed accessors there). */
  GHashTableIter iter;
  gpointer key;
  g_hash_table_iter_init (&iter, enums);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      GType type = GPOINTER_TO_SIZE (key);
      if (type == SHY_TYPE_REVEAL_POLICY || type == SHY_TYPE_SNAP_POLICY)
        continue;
      GEnumClass *values = g_type_class_ref (type);
      printf ("/**\n * %s:\n", g_type_name (type));
      for (guint v = 0; v < values->n_values; v++)
        printf (" * @%s: `%s`\n", values->values[v].value_name, values->values[v].value_nick);
      printf (" *\n * The values of a #ShyHeaderView choice property, by the nicks g_object_set() and\n"
              " * introspected languages accept.\n */\n");
      g_type_class_unref (values);
    }

  g_hash_table_unref (enums);
  g_free (specs);
  g_type_class_unref (klass);
  return 0;
}
